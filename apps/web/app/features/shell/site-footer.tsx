import type { Sale } from "@store/domain/sale.schema";
import { useHydrated } from "~/lib/use-hydrated";
import { FooterLinks } from "./footer-links";
import { FooterSkeleton } from "./footer-skeleton";
import { SaleFooterBanner } from "./sale-footer-banner";
import "./site-footer.css";

/**
 * The site footer (checkout s.2): a placeholder until its content loads. The server sends the
 * skeleton, which keeps the document small, and the links render once hydrated. The sale banner comes
 * with the page: above the footer's content, it would push that down if it arrived after the first
 * paint, a layout shift a shopper sees on a short page such as an empty cart.
 */
export function SiteFooter({ supportPhone, sale }: { supportPhone: string; sale: Sale | null }) {
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <SaleFooterBanner sale={sale} />
      <div className="site-footer__inner page-container">
        {hydrated ? <FooterLinks supportPhone={supportPhone} /> : <FooterSkeleton />}
      </div>
    </footer>
  );
}
