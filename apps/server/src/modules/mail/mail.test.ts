import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { configSchema } from "../../config.ts";
import { type Database, migrateDatabase, openDatabase } from "../../db/client.ts";
import { testSessionSecret } from "../../testing/test-store.ts";
import { createMailTransport, MailService } from "./mail.service.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
});
afterAll(() => database.close());

const message = {
  to: "a@example.com",
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
  kind: "test",
  sessionId: "s1",
};

describe("MailService", () => {
  it("keeps mail in the outbox when SMTP is not configured", async () => {
    expect(
      createMailTransport({ SMTP_PORT: 587, SMTP_SECURE: false, MAIL_FROM: "x <x@localhost>" }),
    ).toBeNull();
    const mail = new MailService(database.db, null, "Store <no-reply@localhost>");
    const row = await mail.send(message);
    expect(row).toMatchObject({ status: "outbox", toAddress: "a@example.com", subject: "Hello" });
    expect((await mail.list())[0]?.id).toBe(row.id);
  });

  it("hands mail to the transport and records it as sent", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const mail = new MailService(database.db, transport, "Store <no-reply@localhost>");
    expect((await mail.send(message)).status).toBe("sent");
  });

  it("records a failed SMTP delivery and answers with a message a person can act on", async () => {
    const transport = createMailTransport({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: 1,
      SMTP_SECURE: false,
      MAIL_FROM: "x <x@localhost>",
    });
    const mail = new MailService(database.db, transport, "Store <no-reply@localhost>");
    await expect(mail.send(message)).rejects.toThrow(/couldn't send the email/);
    expect((await mail.list())[0]?.status).toBe("failed");
  });
});

describe("the dev mailbox", () => {
  const appWith = (env: Record<string, string>) =>
    createApp({
      db: database.db,
      config: configSchema.parse(env),
      logger: pino({ level: "silent" }),
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
    const mail = new MailService(database.db, null, "x <x@localhost>");
    await mail.send({ ...message, subject: "<script>alert(1)</script>" });
    const page = await (await appWith({ NODE_ENV: "development" }).request("/dev/mailbox")).text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;");
    expect((await appWith({ NODE_ENV: "development" }).request("/dev/mailbox/999999")).status).toBe(404);
  });
});
