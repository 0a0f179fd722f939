import type { PricePoint } from "@store/domain/product.schema";

/** What the price history says in words: now, lowest, highest and how often it changed. */
export interface PriceHistorySummary {
  current: PricePoint;
  lowest: PricePoint;
  highest: PricePoint;
  first: PricePoint;
  changes: number;
}

/**
 * The summary of a price history (oldest first). Lowest and highest name the first date each was
 * reached; null for an empty history.
 */
export function priceHistorySummary(points: readonly PricePoint[]): PriceHistorySummary | null {
  const first = points[0];
  const current = points[points.length - 1];
  if (!first || !current) return null;
  let lowest = first;
  let highest = first;
  let changes = 0;
  for (let i = 1; i < points.length; i++) {
    const point = points[i] as PricePoint;
    if (point.price < lowest.price) lowest = point;
    if (point.price > highest.price) highest = point;
    if (point.price !== (points[i - 1] as PricePoint).price) changes++;
  }
  return { current, lowest, highest, first, changes };
}

/** The drawing area of the chart, in SVG user units. */
export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

const dayMs = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A step line through the price history: each price holds until the next change, and the last one
 * runs to `until` (today). Returns the SVG path and the dots of the changes, with the y range used.
 */
export function priceStepPath(
  points: readonly PricePoint[],
  box: ChartBox,
  until: string,
): { path: string; dots: { x: number; y: number; point: PricePoint }[]; minPrice: number; maxPrice: number } {
  if (points.length === 0) return { path: "", dots: [], minPrice: 0, maxPrice: 0 };
  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // Headroom of 10% of the range (or 5% of the price when flat) keeps the line off the edges
  const margin = high > low ? (high - low) * 0.1 : Math.max(1, high * 0.05);
  const minPrice = Math.max(0, low - margin);
  const maxPrice = high + margin;
  const start = dayOf((points[0] as PricePoint).date);
  const end = Math.max(dayOf(until), dayOf((points[points.length - 1] as PricePoint).date) + dayMs);
  const { width, height, padding } = box;
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const x = (date: string) => padding.left + ((dayOf(date) - start) / (end - start)) * plotWidth;
  const y = (price: number) => padding.top + (1 - (price - minPrice) / (maxPrice - minPrice)) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;

  const dots = points.map((point) => ({ x: round(x(point.date)), y: round(y(point.price)), point }));
  let path = "";
  dots.forEach((dot, index) => {
    if (index === 0) path += `M${dot.x} ${dot.y}`;
    else path += `H${dot.x}V${dot.y}`;
  });
  path += `H${round(padding.left + plotWidth)}`;
  return { path, dots, minPrice, maxPrice };
}
