import { brands } from "@store/domain/brands";
import { contactReceiptSchema } from "@store/domain/contact.schema";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailOutbox } from "../mail/mail.tables.ts";
import { contactMessages } from "./contact.tables.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ products: 50 });
});
afterAll(() => store.close());

const good = { name: "Sam Lee", email: "Sam@Example.com", message: "Does this oven fit a 600 mm cavity?" };
const send = (browser: ReturnType<typeof browserOf>, body: unknown) =>
  browser("/api/contact/message", { method: "POST", body: JSON.stringify(body) });

describe("POST /api/contact/message", () => {
  it("keeps a guest's message and mails it to the team's address, answering its reference", async () => {
    const res = await send(browserOf(store.app, "aol"), {
      ...good,
      phone: "0412 345 678",
      page: "/p/some-oven",
    });
    expect(res.status).toBe(201);
    const { reference } = contactReceiptSchema.parse(await res.json());
    expect(reference).toMatch(/^MSG-\d{6}$/);
    const id = Number(reference.slice(4));
    const [row] = await store.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      brand: "aol",
      name: "Sam Lee",
      email: "sam@example.com",
      phone: "0412345678",
      page: "/p/some-oven",
    });
    const [mail] = await store.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "contact"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.toAddress).toBe("customer-care@example.com");
    expect(mail?.subject).toBe(`${brands.aol.name} message ${reference} from Sam Lee`);
    expect(mail?.text).toContain("Does this oven fit a 600 mm cavity?");
    expect(mail?.text).toContain("From: Sam Lee <sam@example.com>");
  });

  it("takes a signed-in customer's message the same way", async () => {
    const customer = browserOf(store.app, "wa");
    await signInAs(store, customer, "customer@example.com");
    expect((await send(customer, good)).status).toBe(201);
  });

  it("says what to fix when a field is missing or wrong (400)", async () => {
    const cases: [unknown, string][] = [
      [{ ...good, name: "" }, "name: Please enter your name"],
      [{ ...good, email: "sam" }, "email: Please enter a valid email address"],
      [
        { ...good, message: "Hi" },
        "message: Please write a little more (at least 10 characters), so we can help",
      ],
      [{ ...good, message: undefined }, "message: Please write your message"],
      [{ ...good, phone: "12" }, "phone: Please enter a valid Australian or New Zealand phone number"],
    ];
    for (const [body, message] of cases) {
      const res = await send(browserOf(store.app), body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).errors).toContain(message);
    }
  });

  it("lets one visitor send five an hour, then asks them to call or wait (429)", async () => {
    const browser = browserOf(store.app);
    for (let i = 0; i < 5; i++) expect((await send(browser, good)).status).toBe(201);
    const res = await send(browser, good);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await res.json()).errors[0]).toMatch(
      /^You have sent us several messages already\. Please call us/,
    );
  });
});
