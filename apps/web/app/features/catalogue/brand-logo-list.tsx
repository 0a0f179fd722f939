import type { BrandSummary } from "@store/domain/listing.schema";
import { Link } from "react-router";
import "./brand-logo-list.css";

/** Brands as a wall of logo links (home page, top of the brands page); the name is the link's text. */
export function BrandLogoList({ brands, label }: { brands: readonly BrandSummary[]; label: string }) {
  if (brands.length === 0) return null;
  return (
    <ul className="brand-logo-list" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.uri}>
          <Link to={`/brands/${brand.uri}`} className="brand-logo-list__link">
            <img src={brand.logo} alt="" width={170} height={80} loading="lazy" decoding="async" />
            <span className="brand-logo-list__name">{brand.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
