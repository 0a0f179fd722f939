import type { SettingItem } from "@store/domain/settings.schema";
import { supportPhoneNumber, telHref } from "@store/domain/shell-rules";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import "./contact.css";

/** Contact us (ask an expert): call the support line, talk price match, or visit a showroom. */
export function ContactUsPage({ settings }: { settings: readonly SettingItem[] }) {
  const brand = useBrand();
  const phone = supportPhoneNumber(brand, settings);
  return (
    <section className="contact page-container" aria-labelledby="contact-title">
      <h1 id="contact-title">Ask an expert</h1>
      <p className="contact__lead">
        Our appliance experts are here to help you choose, order and get the most from your appliances.
      </p>
      <ul className="contact__options">
        <li className="contact__option">
          <Icon name="phone" size={28} />
          <h2>Call us</h2>
          <p>{brand.support.label}</p>
          <a className="contact__big-link" href={telHref(phone)}>
            {phone}
          </a>
        </li>
        <li className="contact__option">
          <Icon name="tag" size={28} />
          <h2>Price match</h2>
          <p>Seen it cheaper? Tell us and we'll take a look.</p>
          <a className="contact__big-link" href={telHref(brand.support.priceMatchPhone)}>
            {brand.support.priceMatchPhone}
          </a>
        </li>
        <li className="contact__option">
          <Icon name="store" size={28} />
          <h2>Visit a showroom</h2>
          <p>See, touch and try before you buy, with advice from our team.</p>
          <Link className="contact__big-link" to="/stores">
            Find a store
          </Link>
        </li>
      </ul>
      <h2 className="contact__more-title">Quick answers</h2>
      <ul className="contact__more">
        <li>
          <Link to="/s/delivery-information">Delivery information</Link>
        </li>
        <li>
          <Link to="/s/returns-policy">Returns policy</Link>
        </li>
        <li>
          <Link to="/s/price-match">Price match policy</Link>
        </li>
      </ul>
    </section>
  );
}
