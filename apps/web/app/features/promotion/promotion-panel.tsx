import { redemptionLabels } from "@store/domain/promotion.schema";
import type { PromotionPanel } from "@store/domain/promotion-rules";
import { Link } from "react-router";
import "./promotion.css";

/**
 * The product page's promotion panel (storefront s.3 "promotion panel", ADR 050): for each offer the
 * product is in, its reward label, title and 'Offer Ends dd/MM/yyyy' (only when the offer ends within a
 * year of its start), how it is redeemed, and a link to the offer's details.
 */
export function PromotionPanelList({ panels }: { panels: readonly PromotionPanel[] }) {
  if (panels.length === 0) return null;
  return (
    <section className="promotion-panels" aria-label={panels.length === 1 ? "Offer" : "Offers"}>
      <ul className="promotion-panels__list">
        {panels.map((panel) => (
          <li key={panel.path} className="promotion-panel">
            <img
              className="promotion-panel__thumb"
              src={panel.thumbnail.src}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div className="promotion-panel__body">
              <p className="promotion-panel__reward">{panel.rewardLabel}</p>
              <p className="promotion-panel__title">{panel.title}</p>
              <p className="promotion-panel__meta">
                <span>{redemptionLabels[panel.redemption]}</span>
                {panel.offerEnds ? <span className="promotion-panel__ends">{panel.offerEnds}</span> : null}
              </p>
              <Link className="promotion-panel__link" to={panel.link}>
                See offer details<span className="visually-hidden">: {panel.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
