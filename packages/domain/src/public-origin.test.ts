import { describe, expect, it } from "vitest";
import { hostsOfOrigins, parsePublicOrigins, publicOriginFor, writeOriginsFor } from "./public-origin.ts";

describe("parsePublicOrigins", () => {
  it("reads brand=origin pairs and keeps only the origin", () => {
    expect(parsePublicOrigins("wa=https://Shop.Example.com, aol-nz=https://nz.example.com:8443/")).toEqual({
      origins: { wa: "https://shop.example.com", "aol-nz": "https://nz.example.com:8443" },
    });
    expect(parsePublicOrigins("")).toEqual({ origins: {} });
  });

  it("names the pair that is not a brand and an origin", () => {
    expect(parsePublicOrigins("zz=https://shop.example.com")).toEqual({
      error: "'zz=https://shop.example.com' is not brand=origin with a known brand",
    });
    expect(parsePublicOrigins("wa")).toHaveProperty("error");
    for (const bad of [
      "wa=shop.example.com",
      "wa=https://shop.example.com/store",
      "wa=ftp://x.example",
      "wa=https://a@x.example",
    ]) {
      expect(parsePublicOrigins(bad)).toEqual({
        error: `'${bad}': the origin must be http(s)://host[:port], with no path`,
      });
    }
  });
});

describe("publicOriginFor", () => {
  it("is the configured origin, else the demo host of the brand", () => {
    expect(publicOriginFor("wa", { wa: "https://shop.example.com" }, 3000)).toBe("https://shop.example.com");
    expect(publicOriginFor("aol-nz", { wa: "https://shop.example.com" }, 3221)).toBe(
      "http://aol-nz.localhost:3221",
    );
  });
});

describe("hostsOfOrigins", () => {
  it("maps each configured origin's host name to its brand", () => {
    expect(hostsOfOrigins({ wa: "https://shop.example.com", fk: "http://fk.example.com:8080" })).toEqual({
      "shop.example.com": "wa",
      "fk.example.com": "fk",
    });
  });
});

describe("writeOriginsFor", () => {
  it("is the brand's public origin alone once one is configured", () => {
    expect(writeOriginsFor("aol", { aol: "https://shop.example.com" }, "aol", 3000)).toEqual([
      "https://shop.example.com",
    ]);
    expect(writeOriginsFor("wa", {}, "aol", 3000)).toEqual(["http://wa.localhost:3000"]);
  });

  it("lets the demo's fallback brand write from http://localhost too", () => {
    expect(writeOriginsFor("aol", {}, "aol", 3000)).toEqual([
      "http://aol.localhost:3000",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
  });
});
