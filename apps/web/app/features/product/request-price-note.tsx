import { hasOnlinePrice } from "@store/domain/pricing";
import type { ProductDetail } from "@store/domain/product.schema";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { useAskUs } from "~/lib/chat-widget-state";
import "./add-to-cart-form.css";

/** The message a shopper sends to ask for a 'Request Price' product's price; they may change it. */
export function priceRequestMessage(product: Pick<ProductDetail, "title" | "sku" | "manufacturer">): string {
  // Titles often start with the brand and end with the model: neither is said twice
  const brand = product.manufacturer.name;
  const named = product.title.startsWith(brand) ? product.title : `${brand} ${product.title}`;
  const model = named.includes(product.sku) ? "" : ` (${product.sku})`;
  return `Hi, please send me a price for the ${named}${model}.`;
}

/**
 * What a 'Request Price' product offers instead of 'Add to cart' (ADR 053): it is sold by the team, so
 * the shopper asks for a price. The contact panel (or Intercom) opens with the message written for them;
 * when the brand has no chat launcher, the button leads to the contact page.
 */
export function RequestPriceNote({ product }: { product: ProductDetail }) {
  const askUs = useAskUs();
  if (product.priceHidden || hasOnlinePrice(product.price)) return null;
  return (
    <div className="add-to-cart">
      <p className="add-to-cart__request">
        <strong>Price on request.</strong> Our team sells this one: ask us and we'll reply with a price,
        usually within one business day.
      </p>
      {askUs ? (
        <Button className="add-to-cart__button" onClick={() => askUs(priceRequestMessage(product))}>
          Ask for a price
        </Button>
      ) : (
        <Link className={buttonClassName("primary", "add-to-cart__button")} to="/contact-us">
          Ask for a price
        </Link>
      )}
    </div>
  );
}
