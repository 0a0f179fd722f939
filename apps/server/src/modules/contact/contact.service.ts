import { type BrandId, brandIdSchema, brands } from "@store/domain/brands";
import {
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactInboxQuery,
  type ContactMessage,
  type ContactReceipt,
  contactReference,
} from "@store/domain/contact.schema";
import { escapeMarkup } from "@store/domain/text";
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { UserService } from "../user/user.service.ts";
import { contactMessages } from "./contact.tables.ts";

type MessageRow = typeof contactMessages.$inferSelect;

/** Where messages go when the brand names no ContactUsEmail. */
const fallbackTeamAddress = "customer-care@example.com";

/** Shoppers' messages to the team (ADR 061): kept, and mailed to the brand's contact address. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly users: UserService,
  ) {}

  /** Records a message and mails it to the team in one transaction; answers its reference. */
  async send(brand: BrandId, message: ContactMessage, sessionId: string | null): Promise<ContactReceipt> {
    const to =
      (await this.settings.list(brand)).find((s) => s.name === "ContactUsEmail")?.value.trim() ||
      fallbackTeamAddress;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          brand,
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          message: message.message,
          page: message.page ?? null,
          sessionId,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error("the message was not stored");
      const reference = contactReference(row.id);
      const lines = [
        `From: ${message.name} <${message.email}>`,
        `Phone: ${message.phone ?? "not given"}`,
        `Sent from: ${message.page ?? "not given"}`,
        "",
        message.message,
      ];
      await this.mail.send(
        {
          to,
          subject: `${brands[brand].name} message ${reference} from ${message.name}`,
          text: lines.join("\n"),
          html: lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join(""),
          kind: "contact",
          sessionId,
        },
        { within: tx },
      );
      return { reference };
    });
  }

  /** The staff inbox: messages newest first, of one brand or all, open, handled or both, a page at a time. */
  async inbox(query: ContactInboxQuery): Promise<ContactInboxPage> {
    const filters: SQL[] = [];
    if (query.brand) filters.push(eq(contactMessages.brand, query.brand));
    if (query.status === "open") filters.push(isNull(contactMessages.handledAt));
    if (query.status === "handled") filters.push(isNotNull(contactMessages.handledAt));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.perPage)
        .offset(query.page * query.perPage),
      this.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return {
      page: query.page,
      perPage: query.perPage,
      totalItems: total?.n ?? 0,
      items: await this.shape(rows),
    };
  }

  /**
   * Marks a message handled by a staff member, now; a message already handled keeps who and when it was
   * first marked, so a second click (or a retry) changes nothing. 404 when there is no such message.
   */
  markHandled(id: number, userId: number, now = new Date()): Promise<ContactInboxMessage> {
    return this.setHandled(
      id,
      { handledAt: now, handledByUserId: userId },
      isNull(contactMessages.handledAt),
    );
  }

  /** Opens a handled message again (forgetting who handled it); an open message stays as it is. 404 when there is none. */
  reopen(id: number): Promise<ContactInboxMessage> {
    return this.setHandled(
      id,
      { handledAt: null, handledByUserId: null },
      isNotNull(contactMessages.handledAt),
    );
  }

  /** Sets who handled a message and when, only while `onlyWhile` holds (so a repeat changes nothing); answers it as it is now. */
  private async setHandled(
    id: number,
    handled: { handledAt: Date | null; handledByUserId: number | null },
    onlyWhile: SQL,
  ): Promise<ContactInboxMessage> {
    const [updated] = await this.db
      .update(contactMessages)
      .set(handled)
      .where(and(eq(contactMessages.id, id), onlyWhile))
      .returning();
    return this.one(updated ?? (await this.byId(id)));
  }

  private async byId(id: number): Promise<MessageRow | undefined> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  }

  private async one(row: MessageRow | undefined): Promise<ContactInboxMessage> {
    if (!row) throw new AppError("not_found", "There is no such message: it may have been removed.");
    const [message] = await this.shape([row]);
    if (!message) throw new Error("the message could not be shaped");
    return message;
  }

  /** The rows as staff read them, with the names of whoever handled them. */
  private async shape(rows: readonly MessageRow[]): Promise<ContactInboxMessage[]> {
    const names = await this.users.namesOf(
      rows.flatMap((r) => (r.handledByUserId ? [r.handledByUserId] : [])),
    );
    return rows.map((row) => ({
      id: row.id,
      reference: contactReference(row.id),
      brand: brandIdSchema.parse(row.brand),
      name: row.name,
      email: row.email,
      phone: row.phone,
      page: row.page,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
      handled: row.handledAt
        ? {
            at: row.handledAt.toISOString(),
            by:
              (row.handledByUserId ? names.get(row.handledByUserId)?.name : undefined) ??
              "a former staff member",
          }
        : null,
    }));
  }
}
