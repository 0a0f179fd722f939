import type { SettingItem } from "@store/domain/settings.schema";
import { supportPhoneNumber, telHref } from "@store/domain/shell-rules";
import { Link } from "react-router";
import { useBrand } from "~/lib/brand-context";
import "./contact.css";

/** The default article: the service promise behind every order. */
export function LegendaryServiceArticle({ settings }: { settings: readonly SettingItem[] }) {
  const brand = useBrand();
  const phone = supportPhoneNumber(brand, settings);
  return (
    <article className="contact page-container" aria-labelledby="legendary-title">
      <h1 id="legendary-title">Legendary service</h1>
      <p className="contact__lead">
        At {brand.name}, buying an appliance is the start of the relationship, not the end of it.
      </p>
      <h2>Advice from people who know appliances</h2>
      <p>
        Our team is trained by the brands we sell. Ask us anything, in a showroom or on the phone, and we'll
        help you find the right fit for your home, your space and your budget.
      </p>
      <h2>Delivered, installed, sorted</h2>
      <p>
        Choose a delivery date that suits you. We can install your new appliance and take the old one away.
        See our <Link to="/s/delivery-information">delivery information</Link>.
      </p>
      <h2>Here when you need us</h2>
      <p>
        {brand.support.label}: <a href={telHref(phone)}>{phone}</a>. Changed your mind? Read our{" "}
        <Link to="/s/returns-policy">returns policy</Link>.
      </p>
    </article>
  );
}
