import type { StockResponse } from "@store/domain/product.schema";
import { storeStockText } from "@store/domain/stock-status";
import { useMemo } from "react";
import { Link } from "react-router";
import { createBrowserApiClient } from "~/lib/api-client";
import { useClientData } from "~/lib/use-client-data";
import { StockStatusNote } from "./stock-status-note";
import "./product-section-state.css";
import "./store-stock-list.css";

type StoreStock = StockResponse["stores"][number];

/** The stores in display order: the shopper's chosen store first, then the rest A-Z (easy to find by name). */
export function orderStores(stores: readonly StoreStock[]): StoreStock[] {
  return [...stores].sort((a, b) => {
    if (a.isSelectedStore !== b.isSelectedStore) return a.isSelectedStore ? -1 : 1;
    return a.storeName.localeCompare(b.storeName, "en");
  });
}

/**
 * The stock panel: the product's stock status in a shopper's words (one of five, ADR 045), then stock in
 * every store; loaded after the page is interactive.
 */
export function StoreStockList({ sku, manufacturer }: { sku: string; manufacturer: string }) {
  const api = useMemo(() => createBrowserApiClient(), []);
  const stock = useClientData(`stock:${sku}`, (signal) => api.getStock(sku, { signal }));
  if (stock.status === "loading" || stock.status === "idle") {
    return (
      <div className="product-section-state product-section-state--list" role="status">
        <span className="skeleton product-section-state__block" />
        <span className="product-section-state__label">Checking stock in our stores…</span>
      </div>
    );
  }
  if (stock.status === "error") {
    return (
      <div className="product-section-state" role="alert">
        <p>We couldn't check stock just now.</p>
        <button type="button" className="product-section-state__retry" onClick={stock.retry}>
          Try again
        </button>
      </div>
    );
  }
  const { onlineQuantity, stores, status } = stock.data;
  return (
    <div className="store-stock-list">
      <StockStatusNote
        as="p"
        status={status}
        onHand={onlineQuantity}
        manufacturer={manufacturer}
        className="store-stock-list__status-note"
      />
      {stores.length > 0 ? (
        <ul className="store-stock-list__stores">
          {orderStores(stores).map((store) => (
            <li
              key={store.storeId}
              className={`store-stock-list__store${store.isSelectedStore ? " store-stock-list__store--selected" : ""}`}
            >
              <span className="store-stock-list__name">
                <Link to={`/stores/${store.storeUri}`}>{store.storeName}</Link>
                {store.isSelectedStore ? <span className="store-stock-list__yours">Your store</span> : null}
              </span>
              <span className={`store-stock-list__status store-stock-list__status--${store.status}`}>
                {storeStockText(store)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
