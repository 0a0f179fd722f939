import { brands } from "@store/domain/brands";
import { describe, expect, it } from "vitest";
import { priceHistorySummary, priceStepPath } from "./price-history.ts";
import { priceHistoryText } from "./price-history-chart";

const history = [
  { date: "2025-10-09", price: 2473_57 },
  { date: "2025-12-23", price: 2451_68 },
  { date: "2026-03-08", price: 2499_00 },
  { date: "2026-05-22", price: 2189_00 },
  { date: "2026-08-05", price: 2189_00 },
];

describe("priceHistorySummary", () => {
  it("finds the current, lowest and highest prices and counts the changes", () => {
    expect(priceHistorySummary(history)).toEqual({
      first: history[0],
      current: history[4],
      lowest: history[3],
      highest: history[2],
      changes: 3,
    });
  });

  it("is null for no history", () => {
    expect(priceHistorySummary([])).toBeNull();
  });
});

describe("priceHistoryText", () => {
  it("says the price now, the lowest and highest with dates, and how often it changed", () => {
    expect(priceHistoryText(history, brands.aol)).toBe(
      "Now $2,189, the lowest it has been; highest $2,499 on 8 Mar 2026. 3 price changes since 9 Oct 2025.",
    );
  });

  it("names the lowest date when the price has gone up since", () => {
    const rising = [...history, { date: "2026-10-01", price: 2299_00 }];
    expect(priceHistoryText(rising, brands.aol)).toContain("Now $2,299, lowest $2,189 on 22 May 2026");
  });

  it("says so when the price never changed, and when there is no history", () => {
    expect(priceHistoryText([{ date: "2026-01-05", price: 99_00 }], brands["aol-nz"])).toBe(
      "The price has been $99 since 5 Jan 2026.",
    );
    expect(priceHistoryText([], brands.aol)).toBe("No price history yet.");
  });
});

describe("priceStepPath", () => {
  const box = { width: 200, height: 100, padding: { top: 0, right: 0, bottom: 0, left: 0 } };

  it("draws a step line: each price holds until the next change, the last runs to the end", () => {
    const { path, dots } = priceStepPath(
      [
        { date: "2026-01-01", price: 200_00 },
        { date: "2026-01-11", price: 100_00 },
      ],
      box,
      "2026-01-21",
    );
    // 10% headroom: y runs from 90 (bottom) to 210 (top)
    expect(dots.map((d) => [d.x, d.y])).toEqual([
      [0, 8.3],
      [100, 91.7],
    ]);
    expect(path).toBe("M0 8.3H100V91.7H200");
  });

  it("keeps a flat history off the edges", () => {
    const { dots } = priceStepPath([{ date: "2026-01-01", price: 100_00 }], box, "2026-01-01");
    expect(dots[0]?.y).toBe(50);
  });
});
