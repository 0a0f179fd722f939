import { describe, expect, it } from "vitest";
import {
  brandSettingValue,
  intercomAppIdOf,
  knownSetting,
  knownSettings,
  settingFlag,
  settingFlagNames,
  settingFormSchema,
  settingGroups,
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

describe("the known settings (ADR 086)", () => {
  it("lists every seeded and read setting once, each with a group, a description and a fallback of its kind", () => {
    const names = knownSettings.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const flag of settingFlagNames) expect(names).toContain(flag);
    for (const name of ["ContactUsEmail", "TopNavCartIcon", "TopNavProjectIcon"])
      expect(names).toContain(name);
    for (const setting of knownSettings) {
      expect(settingGroups).toContain(setting.group);
      expect(setting.description.length).toBeGreaterThan(10);
      if (setting.kind === "flag") expect(["true", "false"]).toContain(setting.fallback);
    }
    expect(knownSetting("ComparePageEnabled")?.kind).toBe("flag");
    expect(knownSetting("Nothing")).toBeUndefined();
  });

  it("checks an email, a phone number and the Intercom app id by their kind; unknown names take any text", () => {
    expect(settingValueProblem("ContactUsEmail", "care@example.com")).toBeNull();
    expect(settingValueProblem("ContactUsEmail", "care")).toMatch(/is an email address/);
    expect(settingValueProblem("customerSupportNumber", "0800 265 000")).toBeNull();
    expect(settingValueProblem("customerSupportNumber", "+61 2 9000 0000")).toBeNull();
    expect(settingValueProblem("customerSupportNumber", "call us")).toMatch(/is a phone number/);
    expect(settingValueProblem("IntercomAppId", "abc123de")).toBeNull();
    expect(settingValueProblem("IntercomAppId", "x/../evil")).toMatch(/app id/);
    expect(settingValueProblem("SomethingNew", "anything")).toBeNull();
  });

  it("reads a brand's value from its own row, else every brand's row, else the store's default", () => {
    const item = { name: "ComparePageEnabled", global: "true", brands: { hc: "false" } };
    expect(brandSettingValue(item, "hc")).toEqual({ value: "false", source: "brand" });
    expect(brandSettingValue(item, "aol")).toEqual({ value: "true", source: "every" });
    expect(brandSettingValue({ name: "TopNavProjectIcon", global: null, brands: {} }, "aol")).toEqual({
      value: "false",
      source: "default",
    });
  });

  it("checks the screen's form as the PUT checks the value", () => {
    const form = settingFormSchema("TipEnabled");
    expect(form.safeParse({ value: "false", everyBrand: true }).success).toBe(true);
    const bad = form.safeParse({ value: "off", everyBrand: false });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["value"],
      message: "TipEnabled is 'true' or 'false'",
    });
    expect(
      settingFormSchema("customerSupportNumber").safeParse({ value: "  ", everyBrand: false }).error
        ?.issues[0]?.message,
    ).toBe("Give the setting a value");
  });
});
