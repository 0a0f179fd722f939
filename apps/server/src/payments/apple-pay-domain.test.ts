import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../testing/test-store.ts";
import { generateCardKeyPair } from "./card-encryption-keys.ts";

/**
 * Apple's domain-association file (ADR 078): with the real Apple Pay and APPLE_PAY_DOMAIN_ASSOCIATION,
 * the file's text at /.well-known/apple-developer-merchantid-domain-association on every brand origin;
 * without them, a 404. Start-up checks of the setting are in config.test.ts.
 */

const path = "/.well-known/apple-developer-merchantid-domain-association";
const association = "7B227073704964223A2241424344454647...Apple's own file, one line\n";
let withApple: TestStore;
let sandboxOnly: TestStore;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "apple-pay-domain-"));
  const file = join(dir, "apple-developer-merchantid-domain-association");
  writeFileSync(file, association);
  const identity = await generateCardKeyPair("merchant.com.example.store");
  withApple = await createTestStore({
    env: {
      PAYMENT_SANDBOX: "true",
      ADYEN_CHECKOUT_URL: "https://checkout-test.adyen.example/v71",
      ADYEN_API_KEY: "test-api-key",
      ADYEN_MERCHANT_ACCOUNT: "StoreAU",
      ADYEN_HMAC_KEY: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
      APPLE_PAY_MERCHANT_ID: "merchant.com.example.store",
      APPLE_PAY_MERCHANT_CERT: identity.certificate,
      APPLE_PAY_MERCHANT_KEY: identity.privateKey,
      APPLE_PAY_DOMAIN_ASSOCIATION: file,
    },
  });
  sandboxOnly = await createTestStore({ env: { PAYMENT_SANDBOX: "true" } });
});
afterAll(async () => {
  await withApple?.close();
  await sandboxOnly?.close();
});

describe("Apple's domain-association file", () => {
  it("is served as configured, as plain text, on every brand's origin, to anyone", async () => {
    for (const host of ["localhost:3000", "aol-nz.localhost:3000", "wa.localhost:3000"]) {
      const res = await withApple.app.request(`http://${host}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe(association);
    }
  });

  it("is a 404 when the real Apple Pay is not configured", async () => {
    const res = await sandboxOnly.app.request(`http://localhost:3000${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Apple's own file");
  });
});
