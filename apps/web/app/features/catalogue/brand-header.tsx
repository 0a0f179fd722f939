import type { BrandSummary } from "@store/domain/listing.schema";
import { countOf } from "@store/domain/text";
import "./brand-header.css";

/** The top of a brand page: logo, where the maker is from, what it makes. */
export function BrandHeader({ brand }: { brand: BrandSummary }) {
  return (
    <div className="brand-header">
      <img
        src={brand.logo}
        alt={`${brand.name} logo`}
        width={170}
        height={80}
        className="brand-header__logo"
        fetchPriority="high"
      />
      <div className="brand-header__text">
        {brand.description ? <p className="brand-header__description">{brand.description}</p> : null}
        <p className="brand-header__facts">
          {brand.country ? <>From {brand.country} · </> : null}
          {countOf(brand.productCount, "product")} in our range
        </p>
      </div>
    </div>
  );
}
