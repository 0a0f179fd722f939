import {
  type ContactInboxMessage,
  contactInboxMessageSchema,
  contactInboxPageSchema,
} from "@store/domain/contact.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { contactMessages } from "./contact.tables.ts";

// The staff inbox (ADR 061): the messages shoppers sent, newest first, and marking them handled or open.
let store: TestStore;
let staff: ReturnType<typeof browserOf>;
const ids: Record<string, number> = {};
// Three messages a minute apart: oldest first, the newest from the NZ brand
const sent = [
  {
    brand: "aol",
    name: "Ann Old",
    email: "ann@example.com",
    phone: null,
    page: "/p/oven",
    message: "Oldest message here",
  },
  {
    brand: "aol",
    name: "Ben Mid",
    email: "ben@example.com",
    phone: "0412345678",
    page: null,
    message: "Middle message here",
  },
  {
    brand: "aol-nz",
    name: "Cat New",
    email: "cat@example.com",
    phone: null,
    page: "/cart",
    message: "Newest message here",
  },
];
const [, middle] = sent;

beforeAll(async () => {
  store = await createTestStore({ products: 20 });
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  const base = Date.parse("2026-11-20T01:00:00Z");
  for (const [i, row] of sent.entries()) {
    const [made] = await store.database.db
      .insert(contactMessages)
      .values({ ...row, createdAt: new Date(base + i * 60_000) })
      .returning({ id: contactMessages.id });
    if (made) ids[row.name] = made.id;
  }
});
afterAll(() => store.close());

const inbox = async (query = "", browser = staff) => {
  const res = await browser(`/api/contact/inbox${query}`);
  return { res, body: res.ok ? contactInboxPageSchema.parse(await res.json()) : null };
};
const act = (id: number | string, action: "handled" | "reopen", browser = staff) =>
  browser(`/api/contact/inbox/${id}/${action}`, { method: "POST" });

describe("GET /api/contact/inbox", () => {
  it("lists every brand's messages newest first, with everything staff need to reply (200)", async () => {
    const { res, body } = await inbox();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body?.items.map((m) => m.name)).toEqual(["Cat New", "Ben Mid", "Ann Old"]);
    expect(body?.totalItems).toBe(3);
    expect(body?.items[1]).toEqual({
      id: ids["Ben Mid"],
      reference: `MSG-${String(ids["Ben Mid"]).padStart(6, "0")}`,
      ...middle,
      sentAt: "2026-11-20T01:01:00.000Z",
      handled: null,
    });
  });

  it("filters by brand and pages", async () => {
    const nz = await inbox("?brand=aol-nz");
    expect(nz.body?.items.map((m) => m.name)).toEqual(["Cat New"]);
    const second = await inbox("?brand=aol&perPage=1&page=1");
    expect(second.body).toMatchObject({ page: 1, perPage: 1, totalItems: 2 });
    expect(second.body?.items.map((m) => m.name)).toEqual(["Ann Old"]);
  });

  it("says what is wrong with a filter (400)", async () => {
    const cases: [string, string][] = [
      ["?brand=nowhere", "brand"],
      ["?status=closed", "status is open, handled or all"],
      ["?page=-1", "page is a whole number from 0 to 10000"],
      ["?perPage=500", "perPage is a whole number from 1 to 50"],
    ];
    for (const [query, message] of cases) {
      const { res } = await inbox(query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
  });

  it("is for staff: 401 signed out, 403 for a customer, and admins may read it", async () => {
    expect((await inbox("", browserOf(store.app))).res.status).toBe(401);
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    expect((await inbox("", customer)).res.status).toBe(403);
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    expect((await inbox("", admin)).res.status).toBe(200);
  });
});

describe("POST /api/contact/inbox/{id}/handled and /reopen", () => {
  it("records who handled a message and when, once; reopening clears it (idempotent both ways)", async () => {
    const id = ids["Ann Old"] as number;
    const res = await act(id, "handled");
    expect(res.status).toBe(200);
    const handled: ContactInboxMessage = contactInboxMessageSchema.parse(await res.json());
    expect(handled.handled?.by).toBe("Sam Staff");
    const at = handled.handled?.at ?? "";
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);

    // Again, even by someone else: who and when stay as first recorded
    const admin = browserOf(store.app);
    await signInAs(store, admin, "admin@example.com");
    const again = contactInboxMessageSchema.parse(await (await act(id, "handled", admin)).json());
    expect(again.handled).toEqual({ at, by: "Sam Staff" });

    // The filters follow
    expect((await inbox("?status=handled")).body?.items.map((m) => m.name)).toEqual(["Ann Old"]);
    expect((await inbox("?status=open")).body?.items.map((m) => m.name)).toEqual(["Cat New", "Ben Mid"]);

    const reopened = await act(id, "reopen");
    expect(reopened.status).toBe(200);
    expect(contactInboxMessageSchema.parse(await reopened.json()).handled).toBeNull();
    expect((await act(id, "reopen")).status).toBe(200);
    const [row] = await store.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ handledAt: null, handledByUserId: null });
    expect((await inbox("?status=handled")).body?.totalItems).toBe(0);
  });

  it("refuses an id that is not one (400) and says when there is no such message (404)", async () => {
    for (const action of ["handled", "reopen"] as const) {
      const bad = await act("MSG-1", action);
      expect(bad.status, action).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain("A message id is a whole number, such as 123");
      const missing = await act(999_999, action);
      expect(missing.status, action).toBe(404);
      expect((await missing.json()).errors).toContain("There is no such message: it may have been removed.");
    }
  });

  it("is for staff: 401 signed out, 403 for a customer, and nothing changes", async () => {
    const id = ids["Ben Mid"] as number;
    const customer = browserOf(store.app);
    await signInAs(store, customer, "customer@example.com");
    for (const action of ["handled", "reopen"] as const) {
      expect((await act(id, action, browserOf(store.app))).status, action).toBe(401);
      expect((await act(id, action, customer)).status, action).toBe(403);
    }
    const [row] = await store.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.handledAt).toBeNull();
  });
});
