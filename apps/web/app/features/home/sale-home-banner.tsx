import { constants } from "@store/domain/constants";
import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import { Link } from "react-router";
import { SalePicture } from "~/components/ui/sale-picture";
import "./sale-home-banner.css";

/** The sale's home page banner, linking to the sale; nothing when no sale is on. */
export function SaleHomeBanner({ sale }: { sale: Sale | null }) {
  const image = saleImage(sale, "homePageBanner");
  if (!sale || !image || !isSaleBannerShown(sale, "homePageBanner")) return null;
  const url = sale.url || constants.defaultSaleUrl;
  const picture = <SalePicture image={image} alt={image.alt || sale.name} fetchPriority="high" />;
  return (
    <section className="sale-home-banner page-container" aria-label={sale.name || "Sale"}>
      {url.startsWith("/") ? (
        <Link to={url} className="sale-home-banner__link">
          {picture}
        </Link>
      ) : (
        <a href={url} className="sale-home-banner__link">
          {picture}
        </a>
      )}
    </section>
  );
}
