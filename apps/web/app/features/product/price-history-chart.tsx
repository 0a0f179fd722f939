import { type Brand, formatMoney } from "@store/domain/brands";
import type { PricePoint } from "@store/domain/product.schema";
import { useId } from "react";
import { useBrand } from "~/lib/brand-context";
import { formatDay } from "./format-day.ts";
import { type ChartBox, priceHistorySummary, priceStepPath } from "./price-history.ts";
import "./price-history-chart.css";

const box: ChartBox = { width: 640, height: 220, padding: { top: 16, right: 16, bottom: 32, left: 72 } };

/** The sentence under the chart: the price now, the lowest and highest, and since when. */
export function priceHistoryText(
  points: readonly PricePoint[],
  brand: Pick<Brand, "locale" | "currency">,
): string {
  const summary = priceHistorySummary(points);
  if (!summary) return "No price history yet.";
  const money = (cents: number) => formatMoney(cents, brand);
  const since = formatDay(summary.first.date, brand);
  if (summary.changes === 0) return `The price has been ${money(summary.current.price)} since ${since}.`;
  const now = `Now ${money(summary.current.price)}`;
  const lowestNow = summary.current.price === summary.lowest.price;
  const lowest = lowestNow
    ? "the lowest it has been"
    : `lowest ${money(summary.lowest.price)} on ${formatDay(summary.lowest.date, brand)}`;
  return `${now}, ${lowest}; highest ${money(summary.highest.price)} on ${formatDay(summary.highest.date, brand)}. ${summary.changes} price ${summary.changes === 1 ? "change" : "changes"} since ${since}.`;
}

/**
 * The price over time as a step chart (each price holds until it changes), with a sentence that
 * says what the chart shows and the full table for anyone who would rather read the numbers.
 */
export function PriceHistoryChart({ points, today }: { points: readonly PricePoint[]; today: string }) {
  const brand = useBrand();
  const id = useId();
  const summary = priceHistorySummary(points);
  if (!summary) return <p>No price history yet.</p>;
  const { path, dots, minPrice, maxPrice } = priceStepPath(points, box, today);
  const { padding, width, height } = box;
  const bottom = height - padding.bottom;
  const money = (cents: number) => formatMoney(cents, brand);
  const ticks = [maxPrice, (maxPrice + minPrice) / 2, minPrice].map((price) => ({
    price,
    y: padding.top + (1 - (price - minPrice) / (maxPrice - minPrice || 1)) * (bottom - padding.top),
  }));
  const text = priceHistoryText(points, brand);

  return (
    <figure className="price-history-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-caption`}
        className="price-history-chart__svg"
      >
        <title id={`${id}-title`}>Price history chart</title>
        {ticks.map((tick) => (
          <g key={tick.price} className="price-history-chart__tick">
            <line x1={padding.left} x2={width - padding.right} y1={tick.y} y2={tick.y} />
            <text x={padding.left - 8} y={tick.y} dominantBaseline="middle" textAnchor="end">
              {money(Math.round(tick.price / 100) * 100)}
            </text>
          </g>
        ))}
        <text x={padding.left} y={height - 8} className="price-history-chart__date">
          {formatDay(summary.first.date, brand)}
        </text>
        <text x={width - padding.right} y={height - 8} textAnchor="end" className="price-history-chart__date">
          Today
        </text>
        <path d={path} className="price-history-chart__line" />
        {dots.map((dot) => (
          <circle
            key={dot.point.date}
            cx={dot.x}
            cy={dot.y}
            r={dot.point === summary.lowest ? 5 : 3.5}
            className={
              dot.point === summary.lowest
                ? "price-history-chart__dot price-history-chart__dot--low"
                : "price-history-chart__dot"
            }
          />
        ))}
      </svg>
      <figcaption id={`${id}-caption`} className="price-history-chart__caption">
        {text}
      </figcaption>
      <details className="price-history-chart__details">
        <summary>Show every price change</summary>
        <table className="price-history-chart__table">
          <caption className="visually-hidden">Price changes, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{formatDay(point.date, brand)}</td>
                <td>{money(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
