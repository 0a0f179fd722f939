import type { Sale } from "@store/domain/sale.schema";
import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";
import { BrandLogo } from "./brand-logo";
import { HeaderActions } from "./header-actions";
import { MainNav } from "./main-nav";
import { SupportPhoneLink } from "./support-phone-link";
import "./site-header.css";

/** The site header: logo home, support line, header icons and the main navigation. */
export function SiteHeader({ supportPhone, sale }: { supportPhone: string; sale: Sale | null }) {
  const brand = useBrand();
  return (
    <header className="site-header">
      <div className="site-header__bar page-container">
        <Link to="/" className="site-header__logo" aria-label={`${brand.name} home`}>
          <BrandLogo />
        </Link>
        <SupportPhoneLink phone={supportPhone} className="site-header__support" />
        <HeaderActions />
      </div>
      <MainNav sale={sale} />
    </header>
  );
}
