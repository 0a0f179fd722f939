import { describe, expect, it } from "vitest";
import { initialMobileNavState, mobileNavReducer } from "./mobile-nav-state";

describe("mobile navigation state", () => {
  it("opens in the asked view", () => {
    const state = mobileNavReducer(initialMobileNavState, { type: "open", view: "store" });
    expect(state).toEqual({ open: true, view: "store", categoryStack: [] });
  });

  it("toggles categories open and closed; closing one closes what was opened after it", () => {
    let state = mobileNavReducer(initialMobileNavState, { type: "open", view: "none" });
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "kitchen" });
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "laundry" });
    expect(state.categoryStack).toEqual(["kitchen", "laundry"]);
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "laundry" });
    expect(state.categoryStack).toEqual(["kitchen"]);
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "laundry" });
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "kitchen" });
    expect(state.categoryStack).toEqual([]);
  });

  it("closing resets the view to none and clears the category stack", () => {
    let state = mobileNavReducer(initialMobileNavState, { type: "open", view: "none" });
    state = mobileNavReducer(state, { type: "toggleCategory", uri: "kitchen" });
    state = mobileNavReducer(state, { type: "showView", view: "contactUs" });
    expect(mobileNavReducer(state, { type: "close" })).toEqual({
      open: false,
      view: "none",
      categoryStack: [],
    });
  });
});
