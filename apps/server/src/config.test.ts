import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("fills every default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      BRAND: "aol",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      SEED_PRODUCTS: 2000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BRAND_HOSTS).toEqual({});
  });

  it("parses the brand host mapping", () => {
    const config = loadConfig({ BRAND_HOSTS: "Shop.Example.com=wa, nz.example.com=aol-nz" });
    expect(config.BRAND_HOSTS).toEqual({ "shop.example.com": "wa", "nz.example.com": "aol-nz" });
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", BRAND: "acme", DATABASE_URL: "mysql://x" })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/.*\n.*BRAND: /s,
    );
    expect(() => loadConfig({ BRAND_HOSTS: "shop.example.com=acme" })).toThrowError(
      /BRAND_HOSTS: 'shop.example.com=acme' is not host=brand/,
    );
  });
});
