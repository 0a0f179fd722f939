import { describe, expect, it } from "vitest";
import { categoryTree } from "./category-tree.ts";
import { groupByLetter } from "./group-by-letter.ts";

describe("groupByLetter", () => {
  it("groups A-Z ignoring case, with digits and symbols under '#' last", () => {
    const groups = groupByLetter(["bosch", "AEG", "Asko", "3M", "Beko", "ASUS"], (name) => name);
    expect(groups).toEqual([
      { letter: "A", items: ["AEG", "Asko", "ASUS"] },
      { letter: "B", items: ["Beko", "bosch"] },
      { letter: "#", items: ["3M"] },
    ]);
  });
});

describe("categoryTree", () => {
  it("nests categories by parent, A-Z at every level, keeping orphans at the top", () => {
    const tree = categoryTree([
      { title: "Ovens", uri: "kitchen/ovens", parentUri: "kitchen" },
      { title: "Laundry", uri: "laundry", parentUri: null },
      { title: "Cooktops", uri: "kitchen/cooktops", parentUri: "kitchen" },
      { title: "Kitchen", uri: "kitchen", parentUri: null },
      { title: "Lost", uri: "lost", parentUri: "gone" },
    ]);
    expect(tree.map((n) => n.title)).toEqual(["Kitchen", "Laundry", "Lost"]);
    expect(tree[0]?.children.map((n) => n.title)).toEqual(["Cooktops", "Ovens"]);
  });
});
