import { projectEmailedSchema } from "@store/domain/project.schema";
import { and, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockedProduct } from "../../testing/checkout-kit.ts";
import { racesRun, useRaceStore } from "../../testing/race-postgres.ts";
import { browserOf, signInAs, type TestStore } from "../../testing/test-store.ts";
import { mailAttachments, mailOutbox } from "../mail/mail.tables.ts";
import { projectChanges, projects } from "../project/project.tables.ts";
import { quoteFollowUpQueue } from "../reminder/reminder.service.ts";

/**
 * A double click on 'Email quote', on PostgreSQL (ADR 049): the email call runs under the project's row
 * lock and sends nothing when the project was emailed within the window, so concurrent calls by two staff
 * send one mail per address, one changelog row, one share id and one follow-up.
 */

let store: TestStore;
type Browser = ReturnType<typeof browserOf>;
let sam: Browser;
let jordan: Browser;

useRaceStore(async (opened) => {
  store = opened;
  sam = browserOf(store.app);
  await signInAs(store, sam, "staff@example.com");
  jordan = browserOf(store.app);
  await signInAs(store, jordan, "staff2@example.com");
});

const post = (browser: Browser, path: string, body: unknown) =>
  browser(path, { method: "POST", body: JSON.stringify(body) });

describe.runIf(racesRun)("emailing one quote at once (PostgreSQL)", () => {
  it("8 concurrent email calls by two staff send one mail per address, record once and queue one follow-up", async () => {
    const db = store.database.db;
    const product = await stockedProduct(db, 1, 0);
    const created = await post(sam, "/api/v2/project", {
      name: "Race email",
      quoteData: { customerEmail: "race@example.com", customerEmailSecondary: "race2@example.com" },
    });
    expect(created.status).toBe(201);
    const { projectId } = (await created.json()) as { projectId: number };
    expect((await post(sam, "/api/projects/product", { projectId, sku: product.sku })).status).toBe(200);
    const [last] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(n % 2 ? jordan : sam, "/api/v2/project/email", { projectId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const bodies = await Promise.all(answers.map(async (a) => projectEmailedSchema.parse(await a.json())));
    expect(bodies.filter((b) => !b.alreadySent)).toHaveLength(1);
    // Every caller was given the one link and the one time it was sent
    expect(new Set(bodies.map((b) => b.shareUrl)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.emailedAt)).size).toBe(1);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(gt(mailOutbox.id, last?.id ?? 0), eq(mailOutbox.kind, "project-quote")));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(["race2@example.com", "race@example.com"]);
    for (const mail of mails)
      expect(await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id))).toHaveLength(
        1,
      );
    const changes = await db.select().from(projectChanges).where(eq(projectChanges.projectId, projectId));
    expect(changes.filter((c) => c.kind === "emailed")).toHaveLength(1);
    expect(changes.filter((c) => c.kind === "shared")).toHaveLength(1);
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.projectEmailed).toBe(true);
    const jobs = (
      (await db.execute(
        sql`select id from pgboss.job where name = ${quoteFollowUpQueue.name} and (data->>'projectId')::int = ${projectId}`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(jobs).toHaveLength(1);
  }, 120_000);
});
