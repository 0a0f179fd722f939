import { describe, expect, it } from "vitest";
import { brandForHost, brandIds, brands, formatMoney } from "./brands.ts";
import { contrastRatio } from "./colour-contrast.ts";

describe("the brand table", () => {
  it("gives each brand a theme that differs in more than colour: type, shapes and layout accents (ADR 065)", () => {
    const looks = brandIds.map((id) => {
      const t = brands[id].theme;
      return JSON.stringify([
        t.headingFontFamily,
        t.headingCase,
        t.buttonShape,
        t.cardStyle,
        t.headerStyle,
        t.headingAccent,
      ]);
    });
    expect(new Set(looks).size).toBe(8);
    expect(new Set(brandIds.map((id) => brands[id].theme.headingFontFamily)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(brandIds.map((id) => brands[id].theme.buttonShape)).size).toBe(3);
  });

  it("keeps text readable (AA) on a light header and on the page", () => {
    for (const id of brandIds) {
      const t = brands[id].theme;
      expect(contrastRatio(t.text, t.background) ?? 0).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.text, t.surface) ?? 0).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has all eight variants, each keyed by its own id", () => {
    expect(Object.keys(brands).sort()).toEqual([...brandIds].sort());
    for (const id of brandIds) expect(brands[id].id).toBe(id);
  });

  it("gives every brand its own name, primary colour and logo", () => {
    const names = new Set(brandIds.map((id) => brands[id].name));
    const colours = new Set(brandIds.map((id) => brands[id].theme.primary));
    const logos = new Set(brandIds.map((id) => brands[id].theme.logoSvg));
    expect(names.size).toBe(8);
    expect(colours.size).toBe(8);
    expect(logos.size).toBe(8);
    for (const id of brandIds)
      expect(brands[id].theme.logoSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("sells in NZD only for aol-nz, which also uses the NZ address form", () => {
    for (const id of brandIds) {
      const nz = id === "aol-nz";
      expect(brands[id].country).toBe(nz ? "NZ" : "AU");
      expect(brands[id].currency).toBe(nz ? "NZD" : "AUD");
      expect(brands[id].nzAddressForm).toBe(nz);
    }
  });

  it("puts the spec's theme flags on the right brands", () => {
    const withFlag = (flag: (b: (typeof brands)["wa"]) => boolean) =>
      brandIds.filter((id) => flag(brands[id]));
    expect(withFlag((b) => b.adminBar)).toEqual(["wa", "hc"]);
    expect(withFlag((b) => b.leavePageWarning)).toEqual(["wa"]);
    expect(withFlag((b) => b.homeCareDeliveryMessage)).toEqual(["hc"]);
    expect(withFlag((b) => b.loginForPrice)).toEqual(["wac"]);
    expect(withFlag((b) => !b.showRrpLabel).sort()).toEqual(["andoo", "aol-nz", "wa"]);
    expect(withFlag((b) => !b.deliveryServicesEnabled)).toEqual(["wac"]);
  });

  it("uses 3/6 search dropdown products for wa, aoc, fk and 4/8 for andoo, aol-nz", () => {
    for (const id of ["wa", "aoc", "fk"] as const)
      expect(brands[id].searchDropdown).toMatchObject({ small: 3, large: 6 });
    for (const id of ["andoo", "aol-nz"] as const)
      expect(brands[id].searchDropdown).toMatchObject({ small: 4, large: 8 });
  });

  it("says '24/7 Customer Support' for one theme and '24/7 Australia Customer Support' otherwise", () => {
    const plain = brandIds.filter((id) => brands[id].support.label === "24/7 Customer Support");
    expect(plain).toEqual(["aol-nz"]);
    for (const id of brandIds.filter((b) => b !== "aol-nz")) {
      expect(brands[id].support.label).toBe("24/7 Australia Customer Support");
    }
  });

  it("keeps the spec's fixed numbers: 1300 000 500 for one theme and the NZ price-match phone", () => {
    expect(brandIds.filter((id) => brands[id].support.phone === "1300 000 500")).toEqual(["aol"]);
    expect(brands["aol-nz"].support.priceMatchPhone).toBe("0800 265 265");
  });
});

describe("brandForHost", () => {
  it("takes the brand from a <brand>.localhost host name", () => {
    expect(brandForHost("aol-nz.localhost:3000", {}, "aol")).toBe("aol-nz");
    expect(brandForHost("WA.localhost", {}, "aol")).toBe("wa");
  });

  it("prefers the configured mapping", () => {
    expect(brandForHost("shop.example.com", { "shop.example.com": "fk" }, "aol")).toBe("fk");
    expect(brandForHost("shop.example.com:8443", { "shop.example.com": "fk" }, "aol")).toBe("fk");
  });

  it("falls back to the default brand", () => {
    expect(brandForHost("localhost:3000", {}, "aol")).toBe("aol");
    expect(brandForHost("127.0.0.1:3000", {}, "hc")).toBe("hc");
    expect(brandForHost(undefined, {}, "wa")).toBe("wa");
  });
});

describe("formatMoney", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatMoney(129900, brands.aol)).toBe("$1,299");
    expect(formatMoney(129950, brands.aol)).toBe("$1,299.50");
  });

  it("uses a dollar sign for NZD too", () => {
    expect(formatMoney(49900, brands["aol-nz"])).toBe("$499");
  });

  it("writes exactly what Intl.NumberFormat writes for the store's locales", () => {
    const amounts = [
      0, -0, 1, 5, 50, 99, 100, 101, 999, 1000, 1050, 99_999, 100_000, 129_950, 1_234_567, 100_000_000,
      123_456_789_01, -1, -500, -129_950, -100_000, 12_345.6, 99.999, -0.4, 0.5, -0.5, 149.5,
    ];
    for (let cents = 0; cents < 300_000; cents += 37) amounts.push(cents, -cents);
    for (const brand of [brands.aol, brands["aol-nz"]]) {
      const intl = (decimals: number) =>
        new Intl.NumberFormat(brand.locale, {
          style: "currency",
          currency: brand.currency,
          currencyDisplay: "narrowSymbol",
          minimumFractionDigits: decimals,
          maximumFractionDigits: 2,
        });
      const [whole, withCents] = [intl(0), intl(2)];
      const differing = amounts
        .map((cents) => ({
          cents,
          ours: formatMoney(cents, brand),
          intl: (Number.isInteger(cents / 100) ? whole : withCents).format(cents / 100),
        }))
        .filter(({ ours, intl }) => ours !== intl);
      expect(differing, brand.id).toEqual([]);
    }
  });
});

describe("the logo's wordmark", () => {
  // The header's and footer's logo links are named `${brand.name} home`; what the logo shows must be in that
  // name, word by word (WCAG 2.5.3, axe's label-content-name-mismatch), and its own label says the same
  it.each(brandIds)("%s shows only words of the brand's name", (id) => {
    const svg = brands[id].theme.logoSvg;
    const shown =
      svg
        .replace(/<[^>]+>/g, " ")
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(`${brands[id].name} home`.toLowerCase()).toMatch(new RegExp(`\\b${shown.join("\\W+")}\\b`));
    const label = /aria-label="([^"]+)"/.exec(svg)?.[1] ?? "";
    expect(label.toLowerCase().match(/[a-z0-9]+/g)).toEqual(shown);
  });
});
