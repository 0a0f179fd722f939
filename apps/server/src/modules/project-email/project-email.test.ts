import { addDays } from "@store/domain/delivery-calendar";
import { projectEmailedSchema } from "@store/domain/project.schema";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { stockedProduct } from "../../testing/checkout-kit.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { browserOf, createTestStore, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailAttachments, mailOutbox } from "../mail/mail.tables.ts";
import { projectChanges, projects } from "../project/project.tables.ts";
import { quoteFollowUpQueue } from "../reminder/reminder.service.ts";

/**
 * POST /api/v2/project/email through the Hono app on a real database (ADR 049): the quote mailed to the
 * customer and secondary email with its PDF and the share link on the brand's configured origin, the
 * project marked emailed with its changelog row and follow-up job, a double click sending once, and
 * every refusal.
 */

const origin = "https://shop.example.com";
let store: TestStore;
let db: Db;
type Browser = ReturnType<typeof browserOf>;
let staff: Browser;
let customer: Browser;
let anonymous: Browser;
let firstMailId = 0;

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

async function json(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

async function newProject(name: string, quoteData: Record<string, string>, skus: string[]): Promise<number> {
  const { projectId } = (await json(await post(staff, "/api/v2/project", { name, quoteData }), 201)) as {
    projectId: number;
  };
  for (const sku of skus)
    await json(await post(staff, "/api/projects/product", { projectId, sku, quantity: 2 }));
  return projectId;
}

const mailsSince = (id: number) =>
  db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(asc(mailOutbox.id));

const followUpJobs = async (projectId: number) =>
  (
    (await db.execute(
      sql`select data, start_after from pgboss.job where name = ${quoteFollowUpQueue.name} and (data->>'projectId')::int = ${projectId}`,
    )) as unknown as {
      rows: { data: { projectId: number; emailedAt: string }; start_after: string | Date }[];
    }
  ).rows;

const emailedChanges = (projectId: number) =>
  db
    .select()
    .from(projectChanges)
    .where(and(eq(projectChanges.projectId, projectId), eq(projectChanges.kind, "emailed")));

beforeAll(async () => {
  store = await createTestStore({ products: 60, env: { PUBLIC_ORIGINS: `aol=${origin}` } });
  db = store.database.db;
  staff = browserOf(store.app);
  await signInAs(store, staff, "staff@example.com");
  customer = browserOf(store.app);
  await signInAs(store, customer, "customer@example.com");
  anonymous = browserOf(store.app);
  const [last] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  firstMailId = last?.id ?? 0;
});
afterAll(() => store.close());

describe("POST /api/v2/project/email", () => {
  it("mails the quote PDF and the share link to the customer and secondary email, marks the project emailed and queues the follow-up", async () => {
    const a = await stockedProduct(db, 1, 0);
    const b = await stockedProduct(db, 1, 1);
    const projectId = await newProject(
      "Quote by mail",
      {
        customerName: "Ari Example",
        customerEmail: "Ari@Example.com",
        customerEmailSecondary: "bo@example.com",
      },
      [a.sku, b.sku],
    );
    await json(await post(staff, "/api/v2/project/quote", { projID: projectId }));
    const expiryDate = addDays(new Date().toISOString().slice(0, 10), 14);
    await json(await post(staff, "/api/v2/project/lock-price", { projectId, expiryDate }));
    const before = Date.now();

    const sent = projectEmailedSchema.parse(
      await json(await post(staff, "/api/v2/project/email", { projectId })),
    );
    expect(sent.sentTo).toEqual(["ari@example.com", "bo@example.com"]);
    expect(sent.alreadySent).toBe(false);
    // The link is on the brand's configured origin, not the Host the request came to (aol.localhost)
    expect(sent.shareUrl).toMatch(
      /^https:\/\/shop\.example\.com\/project\/shared\?shareId=[A-Za-z0-9_-]{43}$/,
    );
    expect(sent.project).toMatchObject({ projectId, projectEmailed: true, sharedStatus: true });
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.projectEmailed).toBe(true);
    expect(sent.shareUrl).toContain(row?.shareId ?? "none");

    const mails = await mailsSince(firstMailId);
    expect(mails.map((m) => [m.toAddress, m.kind, m.status])).toEqual([
      ["ari@example.com", "project-quote", "outbox"],
      ["bo@example.com", "project-quote", "outbox"],
    ]);
    firstMailId = mails.at(-1)?.id ?? firstMailId;
    for (const mail of mails) {
      expect(mail.subject).toBe(`Your ApplianceLine quote ${row?.ref}`);
      expect(mail.text).toContain(sent.shareUrl);
      expect(mail.html).toContain(`href="${sent.shareUrl.replace(/&/g, "&amp;")}"`);
      expect(mail.text).not.toContain("localhost");
      const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(file?.contentType).toBe("application/pdf");
      expect(file?.fileName).toBe(`ApplianceLine-quote-${row?.ref}.pdf`);
      const pdf = Buffer.from(file?.content ?? new Uint8Array());
      expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
      const text = pdfText(pdf).join("\n");
      for (const words of [
        "ApplianceLine",
        "Ari Example",
        "ari@example.com",
        row?.ref ?? "?",
        "Locked price",
        sent.shareUrl,
      ])
        expect(text).toContain(words);
      expect(text).toContain(`locked until the end of ${expiryDate.split("-").reverse().join("/")}`);
      expect(text).toContain(sent.project.priceLock ? "Total" : "?");
    }

    const changes = await db.select().from(projectChanges).where(eq(projectChanges.projectId, projectId));
    expect(changes.filter((c) => c.kind === "shared")).toHaveLength(1);
    expect(changes.filter((c) => c.kind === "emailed").map((c) => [c.message, c.userName])).toEqual([
      ["Quote emailed to ari@example.com, bo@example.com", "Sam Staff"],
    ]);
    const jobs = await followUpJobs(projectId);
    expect(jobs).toHaveLength(1);
    const startsIn = new Date(jobs[0]?.start_after ?? 0).getTime() - before;
    expect(startsIn).toBeGreaterThan(2 * 24 * 3600_000 - 60_000);
    expect(startsIn).toBeLessThan(2 * 24 * 3600_000 + 60_000);
  });

  it("keeps a shared project's link, and a second click moments later sends nothing again", async () => {
    const a = await stockedProduct(db, 1, 2);
    const projectId = await newProject("Shared already", { customerEmail: "cy@example.com" }, [a.sku]);
    const shared = (await json(
      await post(staff, "/api/projects/shared-project-status", { projectId, sharedStatus: true }),
    )) as { shareUrl: string };
    const first = projectEmailedSchema.parse(
      await json(await post(staff, "/api/v2/project/email", { projectId })),
    );
    expect(first.shareUrl).toBe(shared.shareUrl);
    const again = projectEmailedSchema.parse(
      await json(await post(staff, "/api/v2/project/email", { projectId })),
    );
    expect(again).toMatchObject({ alreadySent: true, sentTo: ["cy@example.com"], shareUrl: shared.shareUrl });
    expect(again.emailedAt).toBe(first.emailedAt);
    const mails = await mailsSince(firstMailId);
    expect(mails.map((m) => m.toAddress)).toEqual(["cy@example.com"]);
    firstMailId = mails.at(-1)?.id ?? firstMailId;
    expect(await emailedChanges(projectId)).toHaveLength(1);
    expect(await followUpJobs(projectId)).toHaveLength(1);
    // A never-quoted project's PDF shows it priced now: no lock, so the prices may change
    const [file] = await db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mails[0]?.id ?? 0));
    expect(pdfText(file?.content ?? new Uint8Array()).join("\n")).toContain(
      "These prices are today's and may change",
    );
  });

  it("the dev mailbox lists the PDF and downloads it", async () => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "project-quote")).limit(1);
    const [file] = await db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? 0));
    const page = await anonymous(`/dev/mailbox/${mail?.id}`);
    expect(await page.text()).toContain(`/dev/mailbox/${mail?.id}/attachments/${file?.id}`);
    const download = await anonymous(`/dev/mailbox/${mail?.id}/attachments/${file?.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ApplianceLine-quote-PRJ-\d+\.pdf"$/,
    );
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("%PDF");
    expect((await anonymous(`/dev/mailbox/${mail?.id}/attachments/999999`)).status).toBe(404);
  });

  it("refuses a project with no products, or no customer email, with what to do", async () => {
    const empty = await newProject("No products", { customerEmail: "dee@example.com" }, []);
    const noProducts = (await json(
      await post(staff, "/api/v2/project/email", { projectId: empty }),
      409,
    )) as {
      errors: string[];
    };
    expect(noProducts.errors).toEqual([
      "This project has no products yet. Add the products to quote before emailing it.",
    ]);
    const a = await stockedProduct(db, 1, 3);
    const nobody = await newProject("No email", { customerName: "Eve" }, [a.sku]);
    const noEmail = (await json(await post(staff, "/api/v2/project/email", { projectId: nobody }), 409)) as {
      errors: string[];
    };
    expect(noEmail.errors).toEqual([
      "This project has no customer email address. Add the customer's email to the project, then send the quote.",
    ]);
    // Nothing was sent, shared or marked
    expect(await mailsSince(firstMailId)).toEqual([]);
    const rows = await db.select().from(projects).where(eq(projects.id, nobody));
    expect(rows[0]).toMatchObject({ projectEmailed: false, shareId: null });
  });

  it("answers 404 for an unknown project and 400 for bad input", async () => {
    const unknown = (await json(
      await post(staff, "/api/v2/project/email", { projectId: 2_000_000 }),
      404,
    )) as {
      errors: string[];
    };
    expect(unknown.errors).toEqual(["We couldn't find that project."]);
    const cases: [unknown, string][] = [
      [{}, "projectId"],
      [{ projectId: "abc" }, "projectId"],
      [{ projectId: 0 }, "projectId"],
      [{ projectId: 1, to: "someone@example.com" }, 'Unrecognized key: "to"'],
    ];
    for (const [body, words] of cases) {
      const answer = (await json(await post(staff, "/api/v2/project/email", body), 400)) as {
        errors: string[];
      };
      expect(answer.errors.join(" ")).toContain(words);
    }
    const broken = await staff("/api/v2/project/email", { method: "POST", body: "{not json" });
    expect(broken.status).toBe(400);
  });

  it("is staff only: 401 signed out, 403 for a customer", async () => {
    expect((await post(anonymous, "/api/v2/project/email", { projectId: 1 })).status).toBe(401);
    expect((await post(customer, "/api/v2/project/email", { projectId: 1 })).status).toBe(403);
  });
});
