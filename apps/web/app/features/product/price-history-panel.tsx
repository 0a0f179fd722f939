import { useMemo } from "react";
import { createBrowserApiClient } from "~/lib/api-client";
import { useClientData } from "~/lib/use-client-data";
import { PriceHistoryChart } from "./price-history-chart";
import "./product-section-state.css";

/** The price history, loaded after the page is interactive; the space is held while it loads. */
export function PriceHistoryPanel({ sku }: { sku: string }) {
  const api = useMemo(() => createBrowserApiClient(), []);
  const history = useClientData(`history:${sku}`, (signal) => api.getPriceHistory(sku, { signal }));
  if (history.status === "loading" || history.status === "idle") {
    return (
      <div className="product-section-state product-section-state--chart" role="status">
        <span className="skeleton product-section-state__block" />
        <span className="product-section-state__label">Loading price history…</span>
      </div>
    );
  }
  if (history.status === "error") {
    return (
      <div className="product-section-state" role="alert">
        <p>We couldn't load the price history just now.</p>
        <button type="button" className="product-section-state__retry" onClick={history.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <PriceHistoryChart points={history.data} today={new Date().toISOString().slice(0, 10)} />;
}
