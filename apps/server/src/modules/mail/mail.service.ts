import { desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { mailOutbox } from "./mail.tables.ts";

/** One mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What sends it ('cart'), kept for rate limits and the mailbox. */
  kind: string;
  sessionId?: string | null;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The SMTP settings of the configuration (every one optional: no host means no SMTP). */
export interface MailConfig {
  SMTP_HOST?: string | undefined;
  SMTP_PORT: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string | undefined;
  SMTP_PASSWORD?: string | undefined;
  MAIL_FROM: string;
}

/** An SMTP transport when SMTP_HOST is set, else null (mail then stays in the outbox). */
export function createMailTransport(config: MailConfig): Transporter | null {
  if (!config.SMTP_HOST) return null;
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } } : {}),
  });
}

/**
 * Sends mail through SMTP when configured; every mail is also written to the outbox table, which is
 * all there is without SMTP and what the dev mailbox lists (ADR 014).
 */
export class MailService {
  constructor(
    private readonly db: Db,
    private readonly transport: Transporter | null,
    private readonly from: string,
  ) {}

  /** True when mail leaves the machine (SMTP configured). */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Sends (or keeps) one mail; an SMTP failure is recorded and answered with a 503-free, actionable error. */
  async send(message: MailMessage): Promise<OutboxMail> {
    let status: OutboxMail["status"] = "outbox";
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        status = "sent";
      } catch (cause) {
        status = "failed";
        error = cause instanceof Error ? cause.message : String(cause);
      }
    }
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        sessionId: message.sessionId ?? null,
        status,
        error,
      })
      .returning();
    if (status === "failed")
      throw new AppError(
        "conflict",
        "We couldn't send the email just now. Please try again in a few minutes.",
      );
    if (!row) throw new Error("the outbox insert returned no row");
    return row;
  }

  /** The newest mails first. */
  list(limit = 50): Promise<OutboxMail[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  /** One mail by id, or null. */
  async get(id: number): Promise<OutboxMail | null> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row ?? null;
  }
}
