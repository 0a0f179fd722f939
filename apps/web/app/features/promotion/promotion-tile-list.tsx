import type { Brand } from "@store/domain/brands";
import type { Promotion } from "@store/domain/promotion.schema";
import { offerEndsText } from "@store/domain/promotion-rules";
import { countOf } from "@store/domain/text";
import { Link } from "react-router";
import "./promotion.css";

/** The running promotions as tiles linking to their pages: the sale page's offers, soonest ending first. */
export function PromotionTileList({
  promotions,
  country,
  headingId,
  heading,
}: {
  promotions: readonly Promotion[];
  country: Brand["country"];
  headingId: string;
  heading: string;
}) {
  if (promotions.length === 0) return null;
  return (
    <section className="promotion-tiles" aria-labelledby={headingId}>
      <h2 id={headingId} className="promotion-tiles__title">
        {heading}
      </h2>
      <ul className="promotion-tiles__list">
        {promotions.map((p) => {
          const ends = offerEndsText(p, country);
          return (
            <li key={p.path} className="promotion-tile">
              <img
                className="promotion-tile__thumb"
                src={p.thumbnailImg.src}
                alt=""
                width={72}
                height={72}
                loading="lazy"
              />
              <div>
                <p className="promotion-tile__reward">{p.rewardLabel}</p>
                <Link className="promotion-tile__link" to={`/promotion/${p.path}`}>
                  {p.title}
                </Link>
                <p className="promotion-tile__meta">
                  {countOf(p.productCount, "product")}
                  {ends ? ` · ${ends}` : ""}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
