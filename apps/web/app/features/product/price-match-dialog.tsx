import { telHref } from "@store/domain/shell-rules";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useBrand } from "~/lib/brand-context";
import "./product-dialog-content.css";

/** The price match promise: how to claim, with the brand's price-match phone number. */
export function PriceMatchDialog({
  open,
  onClose,
  productTitle,
}: {
  open: boolean;
  onClose: () => void;
  productTitle: string;
}) {
  const brand = useBrand();
  const phone = brand.support.priceMatchPhone;
  const where = brand.country === "NZ" ? "a New Zealand retailer" : "an Australian retailer";
  return (
    <Dialog open={open} onClose={onClose} title="Found it cheaper? We'll match it" size="small">
      <div className="product-dialog-content">
        <p>
          If you find the {productTitle} for less at {where}, we'll match their price.
        </p>
        <h3>How to claim</h3>
        <ol>
          <li>Find the same model, new and in stock, at its advertised price (delivery included).</li>
          <li>
            Call our price match team on{" "}
            <a href={telHref(phone)} className="product-dialog-content__phone">
              {phone}
            </a>
            , or visit one of our stores, with the link or the advertisement.
          </li>
          <li>We check the price with the retailer and match it on your order.</li>
        </ol>
        <p className="product-dialog-content__note">
          Clearance, auction, marketplace and bundle offers are not included.{" "}
          <Link to="/s/price-match" onClick={onClose}>
            Read the full price match terms
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
