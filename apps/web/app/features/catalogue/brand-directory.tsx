import type { BrandSummary } from "@store/domain/listing.schema";
import { countOf } from "@store/domain/text";
import { Link } from "react-router";
import { groupByLetter } from "./group-by-letter.ts";
import "./brand-directory.css";

/** Every manufacturer A-Z with a letter index; featured (promoted) brands are marked. */
export function BrandDirectory({ brands }: { brands: readonly BrandSummary[] }) {
  const groups = groupByLetter(brands, (brand) => brand.name);
  return (
    <div className="brand-directory">
      <nav aria-label="Brands by letter" className="brand-directory__index">
        <ul>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#brands-${group.letter === "#" ? "other" : group.letter}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => {
        const id = `brands-${group.letter === "#" ? "other" : group.letter}`;
        return (
          <section key={group.letter} className="brand-directory__group" aria-labelledby={`${id}-title`}>
            <h3 id={`${id}-title`} className="brand-directory__letter">
              <span id={id} className="brand-directory__anchor" />
              {group.letter}
            </h3>
            <ul className="brand-directory__list">
              {group.items.map((brand) => (
                <li key={brand.uri}>
                  <Link to={`/brands/${brand.uri}`} className="brand-directory__link">
                    <img src={brand.logo} alt="" width={170} height={80} loading="lazy" decoding="async" />
                    <span className="brand-directory__name">
                      {brand.name}
                      {brand.promoted ? <span className="brand-directory__featured">Featured</span> : null}
                    </span>
                    <span className="brand-directory__count">{countOf(brand.productCount, "product")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
