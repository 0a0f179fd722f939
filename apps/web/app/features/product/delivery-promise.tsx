import { deliveryPriceLabel } from "@store/domain/delivery-calendar";
import { useMemo } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { useClientData } from "~/lib/use-client-data";
import { useVisitorGeo } from "~/lib/visitor-geo";
import "./delivery-promise.css";

/**
 * 'Delivered to {postcode} from {date}' for this product at the visitor's chosen location, from the same
 * delivery service the cart and checkout ask (ADR 027); loaded in the browser, again when the location
 * changes. Without a location it asks for one; where there is no date it says why.
 */
export function DeliveryPromiseLine({ sku }: { sku: string }) {
  const api = useMemo(() => createBrowserApiClient(), []);
  const { geo } = useVisitorGeo();
  const where = geo?.locationId ?? "none";
  const promise = useClientData(`delivery-promise:${sku}:${where}`, (signal) =>
    api.getDeliveryPromise(sku, { signal }),
  );
  if (promise.status !== "success") return null;
  const { text, price, located } = promise.data;
  return (
    <p className="delivery-promise" data-testid="delivery-promise" aria-live="polite">
      <span className="delivery-promise__text">{text}</span>
      {located && price !== null ? (
        <span className="delivery-promise__price"> · delivery {deliveryPriceLabel(price)}</span>
      ) : null}
    </p>
  );
}
