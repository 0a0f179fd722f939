import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app.ts";
import { configSchema } from "../../config.ts";
import { type Database, migrateDatabase } from "../../db/client.ts";
import { type SmtpSink, startSmtpSink } from "../../testing/smtp-sink.ts";
import { createTestDatabase, testSessionSecret } from "../../testing/test-store.ts";
import { JobsService } from "../jobs/jobs.service.ts";
import { createMailTransport, type MailDelivery, MailService } from "./mail.service.ts";
import { mailOutbox } from "./mail.tables.ts";

const logger = pino({ level: "silent" });
let database: Database;
let dropDatabase: () => Promise<void>;
let sink: SmtpSink;
beforeAll(async () => {
  ({ database, drop: dropDatabase } = await createTestDatabase());
  await migrateDatabase(database);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.close();
  await dropDatabase();
});

const running: JobsService[] = [];
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
  sink.refuse(0);
});

// Short delays so retries happen within a test; the store's defaults are 5 attempts from 30 s, doubling.
const quickRetries: MailDelivery = { attempts: 3, retryDelaySeconds: 1, backoff: false };
const smtp = () =>
  createMailTransport({ SMTP_HOST: "127.0.0.1", SMTP_PORT: sink.port, SMTP_SECURE: false, MAIL_FROM: "x" });

/** A process's mail: jobs that send and, with `workers`, run the delivery worker as start.ts does. */
async function mailProcess(options: { workers: boolean; smtp: boolean }) {
  const jobs = new JobsService(database.db, { workers: options.workers, pollSeconds: 0.5, logger });
  running.push(jobs);
  const mail = new MailService(
    database.db,
    options.smtp ? smtp() : null,
    "Store <no-reply@localhost>",
    jobs,
    quickRetries,
  );
  if (options.workers)
    await jobs.work(mail.queue, ({ mailId }, attempt) => mail.deliver(mailId, attempt).then(() => {}));
  return { jobs, mail };
}

let sequence = 0;
const message = () => {
  sequence++;
  return {
    to: `shopper${sequence}@example.com`,
    subject: `Hello ${sequence}`,
    text: "Hi",
    html: "<p>Hi</p>",
    kind: "test",
    sessionId: "s1",
  };
};
const statusOf = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;
const receivedBy = (to: string) => sink.received.filter((m) => m.to.includes(to));
const jobsIn = async (jobs: JobsService) =>
  (await jobs.status(10)).queues.find((q) => q.name === "mail-delivery")?.counts;

describe("mail without SMTP", () => {
  it("stays in the outbox, the dev mailbox, and queues no delivery", async () => {
    expect(
      createMailTransport({ SMTP_PORT: 587, SMTP_SECURE: false, MAIL_FROM: "x <x@localhost>" }),
    ).toBeNull();
    const { mail, jobs } = await mailProcess({ workers: false, smtp: false });
    const before = await jobsIn(jobs);
    const row = await mail.send(message());
    expect(row).toMatchObject({ status: "outbox", subject: `Hello ${sequence}` });
    expect((await mail.list())[0]?.id).toBe(row.id);
    expect(await jobsIn(jobs)).toEqual(before);
  });
});

describe("mail delivery over SMTP (a worker, not the request)", () => {
  it("queues the mail in the request; a worker sends it once", async () => {
    const sender = await mailProcess({ workers: false, smtp: true });
    const m = message();
    const row = await sender.mail.send(m);
    expect(row.status).toBe("queued");
    expect(receivedBy(m.to)).toHaveLength(0);
    await mailProcess({ workers: true, smtp: true });
    await vi.waitFor(async () => expect(await statusOf(row.id)).toBe("sent"), { timeout: 20_000 });
    expect(receivedBy(m.to)).toHaveLength(1);
    expect(receivedBy(m.to)[0]?.raw).toContain(`Subject: ${m.subject}`);
  });

  it("delivers a mail's attachment with it (a quote's PDF), kept beside the outbox row until then", async () => {
    const sender = await mailProcess({ workers: false, smtp: true });
    const m = message();
    const pdf = new TextEncoder().encode("%PDF-1.3\n% a tiny stand-in\n%%EOF\n");
    const row = await sender.mail.send({
      ...m,
      attachments: [{ fileName: "quote.pdf", contentType: "application/pdf", content: pdf }],
    });
    expect(await sender.mail.attachmentsOf(row.id)).toMatchObject([
      { fileName: "quote.pdf", contentType: "application/pdf", size: pdf.length },
    ]);
    await mailProcess({ workers: true, smtp: true });
    await vi.waitFor(async () => expect(await statusOf(row.id)).toBe("sent"), { timeout: 20_000 });
    const raw = receivedBy(m.to)[0]?.raw ?? "";
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?quote\.pdf"?/);
    expect(raw).toContain(Buffer.from(pdf).toString("base64").slice(0, 40));
  });

  it("retries a refusal: the server says 451 once, the second attempt is accepted", async () => {
    const { mail } = await mailProcess({ workers: true, smtp: true });
    sink.refuse(1);
    const attemptsBefore = sink.attempts();
    const m = message();
    const row = await mail.send(m);
    await vi.waitFor(async () => expect(await statusOf(row.id)).toBe("sent"), { timeout: 20_000 });
    expect(sink.attempts() - attemptsBefore).toBe(2);
    expect(receivedBy(m.to)).toHaveLength(1);
  });

  it("marks the mail failed after the last refused attempt, and staff see why without the address", async () => {
    const { mail, jobs } = await mailProcess({ workers: true, smtp: true });
    sink.refuse(Number.POSITIVE_INFINITY);
    const attemptsBefore = sink.attempts();
    const m = message();
    const row = await mail.send(m);
    await vi.waitFor(async () => expect(await statusOf(row.id)).toBe("failed"), { timeout: 30_000 });
    expect(sink.attempts() - attemptsBefore).toBe(quickRetries.attempts);
    expect(receivedBy(m.to)).toHaveLength(0);
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed?.error).toMatch(/451/);
    await vi.waitFor(async () => expect((await jobsIn(jobs))?.failed).toBeGreaterThanOrEqual(1));
    const status = await jobs.status(10);
    const failure = status.recentFailures.find((f) => f.queue === "mail-delivery" && f.state === "failed");
    expect(failure?.error).toMatch(/451/);
    expect(JSON.stringify(status)).not.toContain("@example.com");
  });

  it("sends a mail at most once when two workers race for it (two jobs for one row)", async () => {
    const sender = await mailProcess({ workers: false, smtp: true });
    const m = message();
    const row = await sender.mail.send(m);
    // A second delivery job for the same row, as a duplicate send would make
    await sender.jobs.send(sender.mail.queue, { mailId: row.id });
    await Promise.all([
      mailProcess({ workers: true, smtp: true }),
      mailProcess({ workers: true, smtp: true }),
    ]);
    await vi.waitFor(async () => expect(await statusOf(row.id)).toBe("sent"), { timeout: 20_000 });
    await vi.waitFor(async () => expect((await jobsIn(sender.jobs))?.completed).toBeGreaterThanOrEqual(2));
    expect(receivedBy(m.to)).toHaveLength(1);
  });

  it("writes the row and its job in the caller's transaction: both or neither", async () => {
    const { mail, jobs } = await mailProcess({ workers: false, smtp: true });
    await mail.ready();
    const before = await jobsIn(jobs);
    const m = message();
    const failing = database.db.transaction(async (tx) => {
      await mail.send(m, { within: tx as never });
      throw new Error("what caused the mail failed after it was written");
    });
    await expect(failing).rejects.toThrow(/caused the mail failed/);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.to))).toEqual([]);
    expect(await jobsIn(jobs)).toEqual(before);

    const kept = message();
    const row = await database.db.transaction((tx) => mail.send(kept, { within: tx as never }));
    expect(row.status).toBe("queued");
    expect((await jobsIn(jobs))?.created).toBe((before?.created ?? 0) + 1);
  });
});

describe("the dev mailbox", () => {
  const appWith = (env: Record<string, string>) =>
    createApp({
      db: database.db,
      config: configSchema.parse(env),
      logger,
      sessionSecret: testSessionSecret,
    });

  it("is on outside production, off in production unless DEV_MAILBOX=true", async () => {
    expect((await appWith({ NODE_ENV: "development" }).request("/dev/mailbox")).status).toBe(200);
    expect((await appWith({ NODE_ENV: "production" }).request("/dev/mailbox")).status).toBe(404);
    expect(
      (await appWith({ NODE_ENV: "production", DEV_MAILBOX: "true" }).request("/dev/mailbox")).status,
    ).toBe(200);
    expect(
      (await appWith({ NODE_ENV: "development", DEV_MAILBOX: "false" }).request("/dev/mailbox")).status,
    ).toBe(404);
  });

  it("escapes what it lists and 404s an unknown mail", async () => {
    const { mail } = await mailProcess({ workers: false, smtp: false });
    await mail.send({ ...message(), subject: "<script>alert(1)</script>" });
    const page = await (await appWith({ NODE_ENV: "development" }).request("/dev/mailbox")).text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;");
    expect((await appWith({ NODE_ENV: "development" }).request("/dev/mailbox/999999")).status).toBe(404);
  });

  it("says where each mail is: queued, sent, failed or kept", async () => {
    // No worker runs now: this one stays queued
    await (await mailProcess({ workers: false, smtp: true })).mail.send(message());
    const app = appWith({ NODE_ENV: "development" });
    const rows = await database.db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox);
    const labels: Record<string, RegExp> = {
      outbox: /kept in the outbox \(no SMTP\)/,
      queued: /queued for delivery|waiting to be tried again/,
      sent: /· sent</,
      failed: /not sent: every attempt failed \(.*451/,
    };
    for (const status of ["outbox", "queued", "sent", "failed"]) {
      const row = rows.find((r) => r.status === status);
      expect(row, `a mail ${status} by the tests above`).toBeDefined();
      const page = await (await app.request(`/dev/mailbox/${row?.id}`)).text();
      expect(page).toMatch(labels[status] as RegExp);
    }
  });
});
