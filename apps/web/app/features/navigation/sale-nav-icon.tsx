import type { Sale } from "@store/domain/sale.schema";
import { isSaleBannerShown, saleImage } from "@store/domain/sale-images";
import "./sale-nav-icon.css";

/** The sale's nav icon before its name in the navigation (decorative: the name beside it says it all). */
export function SaleNavIcon({ sale }: { sale: Sale | null }) {
  const icon = isSaleBannerShown(sale, "navIcon") ? saleImage(sale, "navIcon") : null;
  if (!icon) return null;
  return <img className="sale-nav-icon" src={icon.url} alt="" width={24} height={24} />;
}
