import { jobErrorSummary } from "@store/domain/jobs";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { JobAttempt, JobQueue, JobsService } from "../jobs/jobs.service.ts";
import { mailAttachments, mailOutbox } from "./mail.tables.ts";

/** A file sent with a mail (a quote's PDF). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** One mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What sends it ('cart'), kept for rate limits and the mailbox. */
  kind: string;
  sessionId?: string | null;
  /** Files sent with it, kept beside its outbox row until it is delivered. */
  attachments?: readonly MailAttachment[];
}

/** A kept attachment, without its bytes (the mailbox lists them). */
export interface AttachmentInfo {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
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

/** How a mail is retried (MAIL_ATTEMPTS, MAIL_RETRY_SECONDS): the delay doubles after each refusal. */
export interface MailDelivery {
  attempts: number;
  retryDelaySeconds: number;
  backoff: boolean;
}

/** The delivery queue: a job names its outbox row, never the address or the mail itself. */
export function mailDeliveryQueue(delivery: MailDelivery): JobQueue<{ mailId: number }> {
  return {
    name: "mail-delivery",
    data: z.object({ mailId: z.number().int().positive() }),
    retryLimit: delivery.attempts - 1,
    retryDelaySeconds: delivery.retryDelaySeconds,
    retryBackoff: delivery.backoff,
    // Longer than nodemailer's own timeouts (2 min greeting, 10 min socket) would hold an attempt.
    expireInSeconds: 15 * 60,
  };
}

/**
 * The store's mail (ADR 014, 020). A request only writes the outbox row and, with SMTP configured,
 * a delivery job in the same transaction; a worker sends it (deliver). Without SMTP the outbox is
 * the dev mailbox.
 */
export class MailService {
  readonly queue: JobQueue<{ mailId: number }>;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter | null,
    private readonly from: string,
    private readonly jobs: JobsService,
    delivery: MailDelivery,
  ) {
    this.queue = mailDeliveryQueue(delivery);
  }

  /** True when mail leaves the machine (SMTP configured). */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Makes the delivery queue: call it before opening a transaction to `send` within. */
  async ready(): Promise<void> {
    if (this.transport) await this.jobs.prepare(this.queue);
  }

  /**
   * Writes the mail to the outbox and, with SMTP, queues its delivery in the same transaction:
   * `within` (the caller's, when what caused the mail is written in one; call `ready()` before
   * opening it) or one of its own.
   */
  async send(message: MailMessage, options: { within?: Db } = {}): Promise<OutboxMail> {
    const row = {
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: message.kind,
      sessionId: message.sessionId ?? null,
    };
    // The attachments go in with the row, in its transaction: a worker never finds a mail half written
    const keep = async (tx: Db, status: "outbox" | "queued") => {
      const [kept] = await tx
        .insert(mailOutbox)
        .values({ ...row, status })
        .returning();
      if (!kept) throw new Error("the outbox insert returned no row");
      const files = message.attachments ?? [];
      if (files.length > 0)
        await tx.insert(mailAttachments).values(
          files.map((f) => ({
            mailId: kept.id,
            fileName: f.fileName,
            contentType: f.contentType,
            content: f.content,
          })),
        );
      return kept;
    };
    if (!this.transport) {
      if (options.within || !message.attachments?.length) return keep(options.within ?? this.db, "outbox");
      return this.db.transaction((tx) => keep(tx as unknown as Db, "outbox"));
    }
    // Before the transaction: on PGlite a query outside it would wait for it to end.
    if (!options.within) await this.ready();
    const write = async (tx: Db) => {
      const queued = await keep(tx, "queued");
      await this.jobs.send(this.queue, { mailId: queued.id }, { within: tx });
      return queued;
    };
    return options.within ? write(options.within) : this.db.transaction((tx) => write(tx as unknown as Db));
  }

  /**
   * Sends one queued mail over SMTP (the delivery job). At most once: the worker that moves the row
   * from 'queued' to 'sending' sends it, any other (a second job, a second process) finds nothing
   * to do. A refusal puts it back to 'queued' for the next attempt, or 'failed' after the last, and
   * throws so the engine retries. A worker that dies mid-send leaves it 'sending': never sent twice.
   */
  async deliver(mailId: number, attempt: JobAttempt): Promise<"sent" | "not-queued"> {
    if (!this.transport) throw new Error("SMTP is not configured in this process");
    const [mail] = await this.db
      .update(mailOutbox)
      .set({ status: "sending" })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "queued")))
      .returning();
    if (!mail) return "not-queued";
    try {
      const files = await this.db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, mailId))
        .orderBy(asc(mailAttachments.id));
      await this.transport.sendMail({
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(files.length > 0
          ? {
              attachments: files.map((f) => ({
                filename: f.fileName,
                contentType: f.contentType,
                content: Buffer.from(f.content),
              })),
            }
          : {}),
      });
    } catch (error) {
      await this.db
        .update(mailOutbox)
        .set({
          status: attempt.lastAttempt ? "failed" : "queued",
          error: jobErrorSummary(error instanceof Error ? error : { message: String(error) }),
        })
        .where(eq(mailOutbox.id, mailId));
      throw error;
    }
    await this.db.update(mailOutbox).set({ status: "sent", error: null }).where(eq(mailOutbox.id, mailId));
    return "sent";
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

  /** The files sent with a mail, without their bytes, in the order they were given. */
  async attachmentsOf(mailId: number): Promise<AttachmentInfo[]> {
    const rows = await this.db
      .select({
        id: mailAttachments.id,
        fileName: mailAttachments.fileName,
        contentType: mailAttachments.contentType,
        size: sql<number>`octet_length(${mailAttachments.content})`,
      })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mailId))
      .orderBy(asc(mailAttachments.id));
    return rows.map((r) => ({ ...r, size: Number(r.size) }));
  }

  /** One attachment of a mail with its bytes, or null. */
  async attachment(mailId: number, id: number): Promise<MailAttachment | null> {
    const [row] = await this.db
      .select()
      .from(mailAttachments)
      .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, id)))
      .limit(1);
    return row ? { fileName: row.fileName, contentType: row.contentType, content: row.content } : null;
  }
}
