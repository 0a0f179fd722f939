import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useBrand } from "~/lib/brand-context";
import "./sale-landing.css";

const timeZones = { AU: "Australia/Sydney", NZ: "Pacific/Auckland" } as const;

/** The sale page: the sale's name, end date and banner, or a friendly note when no sale is on. */
export function SaleLanding({ sale }: { sale: Sale | null }) {
  const brand = useBrand();
  if (!sale?.isSaleOn) {
    return (
      <section className="sale-landing page-container" aria-labelledby="sale-title">
        <h1 id="sale-title">Sale</h1>
        <p className="sale-landing__lead">There's no sale on right now, but our everyday prices are sharp.</p>
        <Link to="/products" className={buttonClassName("primary")}>
          Browse all products
        </Link>
      </section>
    );
  }

  const ends = sale.time ? new Date(sale.time) : null;
  const endsText =
    ends && !Number.isNaN(ends.getTime())
      ? new Intl.DateTimeFormat(brand.locale, {
          weekday: "long",
          day: "numeric",
          month: "long",
          timeZone: timeZones[brand.country],
        }).format(ends)
      : null;
  const banner = isSaleBannerShown(sale, "homePageBanner") ? saleImage(sale, "homePageBanner") : null;

  return (
    <section className="sale-landing" aria-labelledby="sale-title">
      <div className="sale-landing__band">
        <div className="page-container">
          <h1 id="sale-title">{sale.name || "Sale"}</h1>
          {endsText && ends ? (
            <p className="sale-landing__ends">
              Ends <time dateTime={ends.toISOString()}>{endsText}</time>
            </p>
          ) : null}
        </div>
      </div>
      <div className="page-container">
        {banner ? (
          <img
            className="sale-landing__banner"
            src={banner.url}
            alt={banner.alt}
            width={banner.width}
            height={banner.height}
          />
        ) : null}
        <p className="sale-landing__lead">The products in this sale will be listed here very soon.</p>
        <Link to="/products" className={buttonClassName("primary")}>
          Browse all products
        </Link>
      </div>
    </section>
  );
}
