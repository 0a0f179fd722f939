import { listingSchema } from "@store/domain/listing.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ env: { PUBLIC_ORIGINS: "wa=https://shop.example.com" } });
});
afterAll(() => store.close());

/** A shopper whose every call carries `host` (as a forged Host header would arrive) and the session cookie. */
function shopperAt(host: string) {
  let cookie = "";
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", host);
    if (cookie) headers.set("cookie", cookie);
    if (init.body) headers.set("content-type", "application/json");
    const res = await store.app.request(path, { ...init, headers });
    const set = res.headers.get("set-cookie");
    if (set?.startsWith("sid=")) cookie = set.split(";")[0] ?? "";
    return res;
  };
}

/** Puts one product in the shopper's cart, mails it to `to` and answers the mail's text. */
async function mailCart(host: string, to: string): Promise<string> {
  const shopper = shopperAt(host);
  const listing = listingSchema.parse(await (await shopper("/api/catalogue/listing")).json());
  let added = false;
  for (const item of listing.items) {
    const res = await shopper("/api/cart/product/", {
      method: "POST",
      body: JSON.stringify({ sku: item.sku }),
    });
    if (res.status === 200) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  const sent = await shopper("/api/cart/email", { method: "POST", body: JSON.stringify({ email: to }) });
  expect(sent.status).toBe(200);
  const [mail] = await store.database.db
    .select({ text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "cart")));
  return `${mail?.text}\n${mail?.html}`;
}

describe("the cart mail's restore link (ADR 016)", () => {
  it("is built from the brand's configured origin, whatever Host the request names", async () => {
    const mail = await mailCart("wa.evil.example", "victim@example.com");
    expect(mail).toMatch(/https:\/\/shop\.example\.com\/cart\?restore=[0-9a-f-]{36}/);
    expect(mail).not.toContain("evil.example");
  });

  it("uses the demo origin of the brand the host falls back to, never a host that names no brand", async () => {
    const mail = await mailCart("attacker.example:8080", "other@example.com");
    expect(mail).toMatch(/http:\/\/aol\.localhost:3000\/cart\?restore=[0-9a-f-]{36}/);
    expect(mail).not.toContain("attacker.example");
  });

  it("serves the brand of a configured origin at that origin's host", async () => {
    const mail = await mailCart("shop.example.com", "third@example.com");
    expect(mail).toMatch(/https:\/\/shop\.example\.com\/cart\?restore=/);
    expect(mail).toContain("Wattle Appliances");
  });
});
