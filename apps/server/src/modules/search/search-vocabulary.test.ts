import { describe, expect, it } from "vitest";
import { commonestCompletions } from "./search-vocabulary.ts";

const words = [
  { word: "free", frequency: 5 },
  { word: "freestanding", frequency: 40 },
  { word: "freezer", frequency: 90 },
  { word: "fridge", frequency: 300 },
  { word: "fridges", frequency: 2 },
  { word: "fry", frequency: 7 },
  { word: "fryer", frequency: 70 },
];

describe("commonestCompletions", () => {
  it("lists the commonest longer words with the start, not the start itself", () => {
    expect(commonestCompletions(words, "fr", 3)).toEqual(["fridge", "freezer", "fryer"]);
    expect(commonestCompletions(words, "free", 3)).toEqual(["freezer", "freestanding"]);
    expect(commonestCompletions(words, "fry", 3)).toEqual(["fryer"]);
  });

  it("finds nothing past either end or between words", () => {
    expect(commonestCompletions(words, "a", 3)).toEqual([]);
    expect(commonestCompletions(words, "z", 3)).toEqual([]);
    expect(commonestCompletions(words, "fro", 3)).toEqual([]);
    expect(commonestCompletions([], "fr", 3)).toEqual([]);
  });
});
