import { describe, expect, it } from "vitest";
import { alertBannerFingerprint, alertBannerFor } from "./alert-banner-rules.ts";

const banner = {
  bannerURL: "/s/delivery",
  backgroundColor: "#ffd54f",
  desktopContent: "<strong>Christmas delivery</strong>",
  mobileContent: "Christmas delivery",
};

describe("alertBannerFor", () => {
  it("keeps the banner unless the cookie names this very banner as closed", () => {
    const fingerprint = alertBannerFingerprint(banner);
    expect(alertBannerFor(banner, null)).toBe(banner);
    expect(alertBannerFor(banner, "a=1; other=2")).toBe(banner);
    expect(alertBannerFor(banner, `a=1; alertBannerDismissed=${fingerprint}`)).toBeNull();
    // A closed older banner does not hide a new one
    const newer = { ...banner, mobileContent: "Boxing Day sale" };
    expect(alertBannerFor(newer, `alertBannerDismissed=${fingerprint}`)).toBe(newer);
    expect(alertBannerFor(null, `alertBannerDismissed=${fingerprint}`)).toBeNull();
  });

  it("fingerprints by content: the same banner the same, a changed one differently", () => {
    expect(alertBannerFingerprint({ ...banner })).toBe(alertBannerFingerprint(banner));
    expect(alertBannerFingerprint({ ...banner, backgroundColor: "#000000" })).not.toBe(
      alertBannerFingerprint(banner),
    );
    expect(alertBannerFingerprint(banner)).toMatch(/^[0-9a-z]+$/);
  });
});
