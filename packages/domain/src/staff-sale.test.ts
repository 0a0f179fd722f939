import { describe, expect, it } from "vitest";
import { saleChoiceOf } from "./staff-sale.ts";

const stores = [
  { storeUri: "engine-room", name: "Engine Room", subdivision: "NSW" },
  { storeUri: "artarmon", name: "Artarmon", subdivision: "NSW" },
  { storeUri: "richmond", name: "Richmond", subdivision: "VIC" },
];
const salesPeople = [
  { code: "SP01", storeUri: "engine-room" },
  { code: "SP02", storeUri: "artarmon" },
  { code: "SP03", storeUri: "richmond" },
];
const base = {
  stores,
  salesPeople,
  homeStoreUri: "engine-room",
  ownCode: "SP01",
  storeUri: null,
  subdivision: null,
  salespersonCode: null,
};

describe("the store and salesperson of a staff order (checkout s.3, s.4; ADR 037)", () => {
  it("takes the chosen store and its salesperson", () => {
    expect(
      saleChoiceOf({ ...base, storeUri: "artarmon", subdivision: "NSW", salespersonCode: "SP02" }),
    ).toEqual({ ok: true, storeUri: "artarmon", salespersonCode: "SP02" });
  });

  it("refuses a salesperson of another store, naming both", () => {
    expect(saleChoiceOf({ ...base, storeUri: "artarmon", salespersonCode: "SP01" })).toEqual({
      ok: false,
      message: "Salesperson SP01 does not work at Artarmon. Please choose one of that store's salespeople.",
    });
  });

  it("refuses an unknown store or salesperson", () => {
    expect(saleChoiceOf({ ...base, storeUri: "nowhere" })).toMatchObject({ ok: false });
    expect(saleChoiceOf({ ...base, salespersonCode: "ZZ99" })).toEqual({
      ok: false,
      message: "There is no salesperson with the code ZZ99. Please choose one from the list.",
    });
  });

  it("refuses a subdivision that is not the store's", () => {
    expect(saleChoiceOf({ ...base, storeUri: "richmond", subdivision: "NSW" })).toEqual({
      ok: false,
      message: "Richmond is in VIC, not NSW. Please choose the store again.",
    });
  });

  it("finds the store from the salesperson, or from a subdivision with one store", () => {
    expect(saleChoiceOf({ ...base, subdivision: "NSW", salespersonCode: "SP02" })).toEqual({
      ok: true,
      storeUri: "artarmon",
      salespersonCode: "SP02",
    });
    expect(saleChoiceOf({ ...base, subdivision: "VIC" })).toEqual({
      ok: true,
      storeUri: "richmond",
      salespersonCode: null,
    });
    expect(saleChoiceOf({ ...base, subdivision: "NSW" })).toMatchObject({ ok: false });
    expect(saleChoiceOf({ ...base, subdivision: "TAS" })).toMatchObject({ ok: false });
  });

  it("records the staff member's home store and themselves when nothing is chosen", () => {
    expect(saleChoiceOf(base)).toEqual({ ok: true, storeUri: "engine-room", salespersonCode: "SP01" });
    expect(saleChoiceOf({ ...base, ownCode: null })).toEqual({
      ok: true,
      storeUri: "engine-room",
      salespersonCode: null,
    });
    expect(saleChoiceOf({ ...base, homeStoreUri: null, ownCode: null })).toEqual({
      ok: true,
      storeUri: null,
      salespersonCode: null,
    });
  });
});
