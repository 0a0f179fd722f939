import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";
import { BrandLogo } from "./brand-logo";
import { SupportPhoneLink } from "./support-phone-link";

const columns = [
  {
    heading: "Shopping with us",
    links: [
      { to: "/s/delivery-information", label: "Delivery information" },
      { to: "/s/returns-policy", label: "Returns policy" },
      { to: "/s/price-match", label: "Price match" },
      { to: "/stores", label: "Find a store" },
    ],
  },
  {
    heading: "About us",
    links: [
      { to: "/s/about-us", label: "About us" },
      { to: "/s/terms-and-conditions", label: "Terms and conditions" },
      { to: "/s/privacy-policy", label: "Privacy policy" },
      { to: "/contact-us", label: "Contact us" },
    ],
  },
];

/** The footer content: policy and help links, the support line and the brand sign-off. */
export function FooterLinks({ supportPhone }: { supportPhone: string }) {
  const brand = useBrand();
  return (
    <div className="footer-links">
      <div className="footer-links__columns">
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="footer-links__column">
            <h2 className="footer-links__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-links__column">
          <h2 className="footer-links__heading">Talk to us</h2>
          <SupportPhoneLink phone={supportPhone} className="footer-links__phone" />
          <p className="footer-links__note">
            Proudly serving {brand.country === "NZ" ? "New Zealand" : "Australia"}. Prices in {brand.currency}
            .
          </p>
        </div>
      </div>
      <div className="footer-links__sign-off">
        <Link to="/" className="footer-links__logo" aria-label={`${brand.name} home`}>
          <BrandLogo />
        </Link>
        <p>
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>
    </div>
  );
}
