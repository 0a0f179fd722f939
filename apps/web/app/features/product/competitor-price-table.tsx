import { formatMoney } from "@store/domain/brands";
import type { CompetitorPrice } from "@store/domain/product.schema";
import { useBrand } from "~/lib/brand-context";
import { formatDay } from "./format-day.ts";
import "./competitor-price-table.css";

/**
 * Competitor prices for staff. `prices` is null when the call did not succeed (401 anonymous,
 * 403 customers): then nothing is shown at all, so shoppers never see an empty staff section.
 */
export function CompetitorPriceTable({ prices }: { prices: readonly CompetitorPrice[] | null }) {
  const brand = useBrand();
  if (prices === null) return null;
  return (
    <section className="competitor-price-table page-section" aria-labelledby="competitor-prices-title">
      <h2 id="competitor-prices-title">
        Competitor prices <span className="competitor-price-table__staff">Staff only</span>
      </h2>
      {prices.length === 0 ? (
        <p>No competitor prices are recorded for this product.</p>
      ) : (
        <table className="competitor-price-table__table">
          <thead>
            <tr>
              <th scope="col">Retailer</th>
              <th scope="col">Price</th>
              <th scope="col">Checked</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => (
              <tr key={`${price.competitor}-${price.checkedAt}`}>
                <th scope="row">
                  <a href={price.url} target="_blank" rel="noopener noreferrer">
                    {price.competitor}
                  </a>
                </th>
                <td>{formatMoney(price.price, brand)}</td>
                <td>{formatDay(price.checkedAt.slice(0, 10), brand)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
