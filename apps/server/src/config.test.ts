import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { generateCardKeyPair } from "./payments/card-encryption-keys.ts";

/** Adyen's four settings (ADR 076), which the real wallets need. */
const adyen = {
  ADYEN_CHECKOUT_URL: "https://checkout-test.adyen.com/v71",
  ADYEN_API_KEY: "test-api-key",
  ADYEN_MERCHANT_ACCOUNT: "StoreAU",
  ADYEN_HMAC_KEY: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
};

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

  it("gives one SSR render thread per core by default, and takes a number or 0", () => {
    expect(loadConfig({}).SSR_THREADS).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ SSR_THREADS: "0" }).SSR_THREADS).toBe(0);
    expect(loadConfig({ SSR_THREADS: "3" }).SSR_THREADS).toBe(3);
    expect(() => loadConfig({ SSR_THREADS: "many" })).toThrowError(/SSR_THREADS: must be auto or a number/);
    expect(loadConfig({}).CATALOGUE_CACHE_SECONDS).toBe(60);
  });

  it("parses the brand host mapping", () => {
    const config = loadConfig({ BRAND_HOSTS: "Shop.Example.com=wa, nz.example.com=aol-nz" });
    expect(config.BRAND_HOSTS).toEqual({ "shop.example.com": "wa", "nz.example.com": "aol-nz" });
  });

  it("parses each brand's public origin, keeping only scheme, host and port", () => {
    expect(loadConfig({}).PUBLIC_ORIGINS).toEqual({});
    const config = loadConfig({
      PUBLIC_ORIGINS: "wa=https://Shop.Example.com/, aol-nz=https://nz.example.com",
    });
    expect(config.PUBLIC_ORIGINS).toEqual({
      wa: "https://shop.example.com",
      "aol-nz": "https://nz.example.com",
    });
    expect(() => loadConfig({ PUBLIC_ORIGINS: "wa=https://shop.example.com/store" })).toThrowError(
      /PUBLIC_ORIGINS: 'wa=https:\/\/shop.example.com\/store': the origin must be http\(s\):\/\/host\[:port\]/,
    );
    expect(() => loadConfig({ PUBLIC_ORIGINS: "acme=https://shop.example.com" })).toThrowError(
      /PUBLIC_ORIGINS: 'acme=https:\/\/shop.example.com' is not brand=origin/,
    );
  });

  it("counts rate limits in the database unless REDIS_URL is set, and trusts no proxy by default", () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", TRUSTED_PROXY_HOPS: "2" })).toMatchObject({
      REDIS_URL: "redis://127.0.0.1:6379",
      TRUSTED_PROXY_HOPS: 2,
    });
    expect(() => loadConfig({ REDIS_URL: "127.0.0.1:6379" })).toThrowError(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: "yes" })).toThrowError(
      /TRUSTED_PROXY_HOPS: must be a number of proxies from 0 to 5/,
    );
  });

  it("runs job workers by default, and takes the mail retry settings (ADR 020)", () => {
    expect(loadConfig({})).toMatchObject({
      JOBS_ENABLED: true,
      JOBS_POLL_SECONDS: 2,
      MAIL_ATTEMPTS: 5,
      MAIL_RETRY_SECONDS: 30,
    });
    expect(
      loadConfig({
        JOBS_ENABLED: "false",
        JOBS_POLL_SECONDS: "0.5",
        MAIL_ATTEMPTS: "1",
        MAIL_RETRY_SECONDS: "5",
      }),
    ).toMatchObject({ JOBS_ENABLED: false, JOBS_POLL_SECONDS: 0.5, MAIL_ATTEMPTS: 1, MAIL_RETRY_SECONDS: 5 });
    expect(() => loadConfig({ JOBS_ENABLED: "no" })).toThrowError(/JOBS_ENABLED: must be true or false/);
    expect(() => loadConfig({ JOBS_POLL_SECONDS: "0.1" })).toThrowError(
      /JOBS_POLL_SECONDS: must be a number of seconds from 0.5 to 60/,
    );
    expect(() => loadConfig({ MAIL_ATTEMPTS: "0" })).toThrowError(
      /MAIL_ATTEMPTS: must be a number of attempts from 1 to 20/,
    );
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: "1.5" })).toThrowError(
      /MAIL_RETRY_SECONDS: must be a number of seconds from 1 to 3600/,
    );
  });

  it("takes Klarna's and Humm's credentials in pairs, else their sandboxes serve (ADR 042)", () => {
    const none = loadConfig({});
    expect(none.KLARNA_USERNAME).toBeUndefined();
    expect(none.HUMM_ACCOUNT_ID).toBeUndefined();
    expect(none.KLARNA_API_URL).toBe("https://api-oc.klarna.com");
    const both = loadConfig({
      KLARNA_USERNAME: "K123_abc",
      KLARNA_PASSWORD: "secret",
      HUMM_ACCOUNT_ID: "30190000",
      HUMM_API_KEY: "0123456789abcdef",
    });
    expect(both).toMatchObject({ KLARNA_USERNAME: "K123_abc", HUMM_ACCOUNT_ID: "30190000" });
    expect(() => loadConfig({ KLARNA_USERNAME: "K123_abc" })).toThrowError(
      /KLARNA_PASSWORD: is required with KLARNA_USERNAME/,
    );
    expect(() => loadConfig({ HUMM_API_KEY: "0123456789abcdef" })).toThrowError(
      /HUMM_ACCOUNT_ID: is required with HUMM_API_KEY/,
    );
    expect(() => loadConfig({ KLARNA_API_URL: "http://api-oc.klarna.com" })).toThrowError(/KLARNA_API_URL/);
  });

  it("takes Zip's key alone for Zip online, and a Zip location only with the key (ADR 074)", () => {
    const none = loadConfig({});
    expect(none.ZIP_API_KEY).toBeUndefined();
    expect(none.ZIP_API_URL).toBe("https://api.zipmoney.com.au/merchant/v1");
    expect(none.ZIP_IN_STORE_API_URL).toBe("https://merchantapi.zipmoney.com.au/v1");
    expect(loadConfig({ ZIP_API_KEY: "zip-key" }).ZIP_LOCATION_ID).toBeUndefined();
    expect(loadConfig({ ZIP_API_KEY: "zip-key", ZIP_LOCATION_ID: "5070" })).toMatchObject({
      ZIP_API_KEY: "zip-key",
      ZIP_LOCATION_ID: "5070",
    });
    expect(() => loadConfig({ ZIP_LOCATION_ID: "5070" })).toThrowError(
      /ZIP_API_KEY: is required with ZIP_LOCATION_ID/,
    );
    expect(() => loadConfig({ ZIP_API_URL: "http://api.zipmoney.com.au/merchant/v1" })).toThrowError(
      /ZIP_API_URL/,
    );
    expect(() => loadConfig({ ZIP_API_URL: "https://api.zipmoney.com.au/merchant/v1/" })).toThrowError(
      /ZIP_API_URL/,
    );
  });

  it("takes PayPal's client id and secret as a pair, live by default (ADR 075)", () => {
    const none = loadConfig({});
    expect(none.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(none.PAYPAL_API_URL).toBe("https://api-m.paypal.com");
    const sandbox = loadConfig({
      PAYPAL_CLIENT_ID: "AbC-client",
      PAYPAL_CLIENT_SECRET: "EfG-secret",
      PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
    });
    expect(sandbox).toMatchObject({
      PAYPAL_CLIENT_ID: "AbC-client",
      PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
    });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: "AbC-client" })).toThrowError(
      /PAYPAL_CLIENT_SECRET: is required with PAYPAL_CLIENT_ID/,
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: "EfG-secret" })).toThrowError(
      /PAYPAL_CLIENT_ID: is required with PAYPAL_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ PAYPAL_API_URL: "https://api-m.paypal.com/v2" })).toThrowError(
      /PAYPAL_API_URL/,
    );
  });

  it("takes Afterpay's merchant id and secret key as a pair, else its sandbox serves (ADR 073)", () => {
    const none = loadConfig({});
    expect(none.AFTERPAY_MERCHANT_ID).toBeUndefined();
    expect(none.AFTERPAY_API_URL).toBe("https://global-api.afterpay.com");
    expect(
      loadConfig({
        AFTERPAY_MERCHANT_ID: "100101382",
        AFTERPAY_SECRET_KEY: "secret",
        AFTERPAY_API_URL: "https://global-api-sandbox.afterpay.com",
      }),
    ).toMatchObject({
      AFTERPAY_MERCHANT_ID: "100101382",
      AFTERPAY_API_URL: "https://global-api-sandbox.afterpay.com",
    });
    expect(() => loadConfig({ AFTERPAY_MERCHANT_ID: "100101382" })).toThrowError(
      /AFTERPAY_SECRET_KEY: is required with AFTERPAY_MERCHANT_ID/,
    );
    expect(() => loadConfig({ AFTERPAY_SECRET_KEY: "secret" })).toThrowError(
      /AFTERPAY_MERCHANT_ID: is required with AFTERPAY_SECRET_KEY/,
    );
    expect(() => loadConfig({ AFTERPAY_API_URL: "https://global-api.afterpay.com/v2" })).toThrowError(
      /AFTERPAY_API_URL: must be an https origin/,
    );
  });

  it("takes Adyen's four settings together, else none (ADR 076)", () => {
    expect(loadConfig(adyen)).toMatchObject({ ADYEN_MERCHANT_ACCOUNT: "StoreAU" });
    expect(() => loadConfig({ ADYEN_API_KEY: "key" })).toThrowError(
      /ADYEN_CHECKOUT_URL: is required with ADYEN_API_KEY/,
    );
  });

  it("takes the real Apple Pay's three settings together, with Adyen, and checks the key is the certificate's (ADR 078)", async () => {
    const identity = await generateCardKeyPair("merchant.com.example.store");
    const apple = {
      APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
      APPLE_PAY_MERCHANT_CERT: identity.certificate,
      APPLE_PAY_MERCHANT_KEY: identity.privateKey,
    };
    const none = loadConfig(adyen);
    expect(none.APPLE_PAY_MERCHANT_ID).toBeUndefined();
    expect(none.GOOGLE_PAY_MERCHANT_ID).toBeUndefined();
    // Kept as PEM with one final newline, as node:https takes it
    const pem = (text: string) => `${text.trim()}\n`;
    expect(loadConfig({ ...adyen, ...apple })).toMatchObject({
      APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
      APPLE_PAY_MERCHANT_CERT: pem(identity.certificate),
      APPLE_PAY_MERCHANT_KEY: pem(identity.privateKey),
    });
    // A PEM written on one line with '\n' for its newlines reads the same
    const oneLine = loadConfig({
      ...adyen,
      ...apple,
      APPLE_PAY_MERCHANT_CERT: identity.certificate.trim().replace(/\n/g, "\\n"),
      APPLE_PAY_MERCHANT_KEY: identity.privateKey.trim().replace(/\n/g, "\\n"),
    });
    expect(oneLine.APPLE_PAY_MERCHANT_CERT).toBe(pem(identity.certificate));
    expect(oneLine.APPLE_PAY_MERCHANT_KEY).toBe(pem(identity.privateKey));

    expect(() => loadConfig({ ...adyen, APPLE_PAY_MERCHANT_ID: apple.APPLE_PAY_MERCHANT_ID })).toThrowError(
      /APPLE_PAY_MERCHANT_CERT: is required with APPLE_PAY_MERCHANT_ID\n.*APPLE_PAY_MERCHANT_KEY: is required with APPLE_PAY_MERCHANT_ID/,
    );
    expect(() =>
      loadConfig({
        ...adyen,
        APPLE_PAY_MERCHANT_CERT: identity.certificate,
        APPLE_PAY_MERCHANT_KEY: identity.privateKey,
      }),
    ).toThrowError(/APPLE_PAY_MERCHANT_ID: is required with APPLE_PAY_MERCHANT_CERT, APPLE_PAY_MERCHANT_KEY/);
    const other = await generateCardKeyPair("another");
    expect(() => loadConfig({ ...adyen, ...apple, APPLE_PAY_MERCHANT_KEY: other.privateKey })).toThrowError(
      /APPLE_PAY_MERCHANT_KEY: is not the private key of APPLE_PAY_MERCHANT_CERT/,
    );
    expect(() =>
      loadConfig({ ...adyen, ...apple, APPLE_PAY_MERCHANT_CERT: "/etc/apple/cert.pem" }),
    ).toThrowError(/APPLE_PAY_MERCHANT_CERT: must be a PEM certificate/);
    expect(() =>
      loadConfig({
        ...adyen,
        ...apple,
        APPLE_PAY_MERCHANT_KEY:
          "-----BEGIN ENCRYPTED PRIVATE KEY-----\nabc\n-----END ENCRYPTED PRIVATE KEY-----",
      }),
    ).toThrowError(/APPLE_PAY_MERCHANT_KEY: must be an unencrypted PEM private key .*not an encrypted one/);
    expect(() => loadConfig({ ...adyen, ...apple, APPLE_PAY_MERCHANT_ID: "com.example.store" })).toThrowError(
      /APPLE_PAY_MERCHANT_ID: must be the merchant id Apple issued/,
    );
    // Without Adyen the wallet settings would do nothing: refused, naming what is missing
    expect(() => loadConfig(apple)).toThrowError(/APPLE_PAY_MERCHANT_ID: needs Adyen \(ADYEN_CHECKOUT_URL/);
  });

  it("reads Apple's domain-association file at start-up, only with the real Apple Pay (ADR 078)", async () => {
    const identity = await generateCardKeyPair("merchant.com.example.store");
    const apple = {
      APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
      APPLE_PAY_MERCHANT_CERT: identity.certificate,
      APPLE_PAY_MERCHANT_KEY: identity.privateKey,
    };
    const dir = mkdtempSync(join(tmpdir(), "apple-association-"));
    const file = join(dir, "association");
    writeFileSync(file, "ABC123 association\n");
    expect(
      loadConfig({ ...adyen, ...apple, APPLE_PAY_DOMAIN_ASSOCIATION: file }).APPLE_PAY_DOMAIN_ASSOCIATION,
    ).toBe("ABC123 association\n");
    expect(loadConfig({ ...adyen, ...apple }).APPLE_PAY_DOMAIN_ASSOCIATION).toBeUndefined();
    expect(() =>
      loadConfig({ ...adyen, ...apple, APPLE_PAY_DOMAIN_ASSOCIATION: join(dir, "missing") }),
    ).toThrowError(/APPLE_PAY_DOMAIN_ASSOCIATION: must be the path of Apple's domain-association file/);
    const empty = join(dir, "empty");
    writeFileSync(empty, " \n");
    expect(() => loadConfig({ ...adyen, ...apple, APPLE_PAY_DOMAIN_ASSOCIATION: empty })).toThrowError(
      /APPLE_PAY_DOMAIN_ASSOCIATION: names an empty file/,
    );
    expect(() => loadConfig({ ...adyen, APPLE_PAY_DOMAIN_ASSOCIATION: file })).toThrowError(
      /APPLE_PAY_DOMAIN_ASSOCIATION: is served only with the real Apple Pay/,
    );
  });

  it("takes Google Pay's merchant id alone, with Adyen (ADR 078)", () => {
    expect(loadConfig({ ...adyen, GOOGLE_PAY_MERCHANT_ID: "BCR2DN4TEXAMPLE" }).GOOGLE_PAY_MERCHANT_ID).toBe(
      "BCR2DN4TEXAMPLE",
    );
    expect(() => loadConfig({ GOOGLE_PAY_MERCHANT_ID: "BCR2DN4TEXAMPLE" })).toThrowError(
      /GOOGLE_PAY_MERCHANT_ID: needs Adyen/,
    );
    expect(() => loadConfig({ ...adyen, GOOGLE_PAY_MERCHANT_ID: "not an id" })).toThrowError(
      /GOOGLE_PAY_MERCHANT_ID: must be the merchant id from Google's Pay & Wallet Console/,
    );
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
