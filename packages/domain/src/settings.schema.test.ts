import { describe, expect, it } from "vitest";
import {
  intercomAppIdOf,
  settingFlag,
  settingUpdateSchema,
  settingValueProblem,
  storeFeatures,
} from "./settings.schema.ts";

const item = (name: string, value: string) => ({ name, value });

describe("storeFeatures", () => {
  it("keeps the store as it was when a flag is absent: every feature on, the passcode off", () => {
    expect(storeFeatures([])).toEqual({
      comparePage: true,
      callUsNow: true,
      crossSell: true,
      tip: true,
      reviewSummaries: true,
      newPromotions: true,
      otp: false,
    });
  });

  it("switches each feature by its own flag", () => {
    const off = storeFeatures(
      [
        "ComparePageEnabled",
        "CallUsNowEnabled",
        "CrossSellEnabled",
        "TipEnabled",
        "ReviewSummariesEnabled",
        "NewPromotionsEnabled",
      ].map((name) => item(name, "false")),
    );
    expect(Object.values(off).every((on) => on === false)).toBe(true);
    expect(storeFeatures([item("OTPEnabled", "true")]).otp).toBe(true);
    expect(storeFeatures([item("ComparePageEnabled", "false")]).callUsNow).toBe(true);
  });

  it("reads ' TRUE ' as on and anything but true as off", () => {
    expect(settingFlag([item("TipEnabled", " TRUE ")], "TipEnabled")).toBe(true);
    expect(settingFlag([item("TipEnabled", "yes")], "TipEnabled", true)).toBe(false);
  });
});

describe("setting updates", () => {
  it("takes only true or false for a flag, any text for other settings", () => {
    expect(settingValueProblem("TipEnabled", "false")).toBeNull();
    expect(settingValueProblem("TipEnabled", "off")).toBe("TipEnabled is 'true' or 'false'");
    expect(settingValueProblem("customerSupportNumber", "1300 000 500")).toBeNull();
  });

  it("asks for a value and a known brand or null", () => {
    expect(settingUpdateSchema.safeParse({ value: "true", brand: "hc" }).success).toBe(true);
    expect(settingUpdateSchema.safeParse({ value: "true", brand: null }).success).toBe(true);
    expect(settingUpdateSchema.safeParse({ value: " ", brand: null }).success).toBe(false);
    expect(settingUpdateSchema.safeParse({ value: "true", brand: "nowhere" }).success).toBe(false);
  });
});

describe("intercomAppIdOf", () => {
  it("answers the app id while Intercom is on and configured, else null", () => {
    expect(intercomAppIdOf([item("IntercomAppId", "abc123de")])).toBe("abc123de");
    expect(intercomAppIdOf([item("IntercomEnabled", "false"), item("IntercomAppId", "abc123de")])).toBeNull();
    expect(intercomAppIdOf([item("IntercomAppId", "")])).toBeNull();
    expect(intercomAppIdOf([])).toBeNull();
    // Never anything that could change the script's address
    expect(intercomAppIdOf([item("IntercomAppId", "x/../evil")])).toBeNull();
  });
});
