import type { Sale } from "@store/domain/sale.schema";
import { useHydrated } from "~/lib/use-hydrated";
import { FooterLinks } from "./footer-links";
import { FooterSkeleton } from "./footer-skeleton";
import { SaleFooterBanner } from "./sale-footer-banner";
import "./site-footer.css";

/**
 * The site footer (checkout s.2): a placeholder until its content loads. The server sends the
 * skeleton, which keeps the document small; the links and the sale banner render once hydrated.
 */
export function SiteFooter({ supportPhone, sale }: { supportPhone: string; sale: Sale | null }) {
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      {hydrated ? <SaleFooterBanner sale={sale} /> : null}
      <div className="site-footer__inner page-container">
        {hydrated ? <FooterLinks supportPhone={supportPhone} /> : <FooterSkeleton />}
      </div>
    </footer>
  );
}
