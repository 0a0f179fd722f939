import type { Brand } from "@store/domain/brands";
import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { storeTimeZone } from "@store/domain/store-local-time";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { SalePicture } from "~/components/ui/sale-picture";
import "./sale-landing.css";

/** 'Friday 4 December' in the brand's country, or null for a missing or unreadable end. */
function endsText(sale: Sale, brand: Brand): { text: string; iso: string } | null {
  const ends = sale.time ? new Date(sale.time) : null;
  if (!ends || Number.isNaN(ends.getTime())) return null;
  // An end decades away is an always-on event: no date to count down to
  if (ends.getTime() - Date.now() > 366 * 86_400_000) return null;
  const text = new Intl.DateTimeFormat(brand.locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: storeTimeZone({ country: brand.country, state: "" }),
  }).format(ends);
  return { text, iso: ends.toISOString() };
}

/**
 * The top of the sale page, under its heading: when the sale ends, its banner (phone, tablet and
 * desktop art) and what comes next (`children`: the sale's offers).
 */
export function SaleIntro({ sale, brand, children }: { sale: Sale; brand: Brand; children?: ReactNode }) {
  const ends = endsText(sale, brand);
  const banner = isSaleBannerShown(sale, "homePageBanner") ? saleImage(sale, "homePageBanner") : null;
  return (
    <div className="sale-intro">
      {ends ? (
        <p className="sale-intro__ends">
          Ends <time dateTime={ends.iso}>{ends.text}</time>
        </p>
      ) : null}
      {banner ? <SalePicture className="sale-intro__banner" image={banner} fetchPriority="high" /> : null}
      {children}
    </div>
  );
}

/** The sale page when no sale is on: a friendly note, the offers running anyway, and a way on. */
export function NoSaleLanding({ children }: { children?: ReactNode }) {
  return (
    <section className="sale-landing page-container" aria-labelledby="sale-title">
      <h1 id="sale-title">Sale</h1>
      <p className="sale-landing__lead">There's no sale on right now, but our everyday prices are sharp.</p>
      {children}
      <Link to="/products" className={buttonClassName("primary")}>
        Browse all products
      </Link>
    </section>
  );
}

/** The line above a sale listing narrowed to one category, with the way back to the whole sale. */
export function SaleCategoryNote({ title }: { title: string }) {
  return (
    <p className="sale-intro__category">
      Showing the sale's {title} products. <Link to="/sale">See the whole sale</Link>
    </p>
  );
}
