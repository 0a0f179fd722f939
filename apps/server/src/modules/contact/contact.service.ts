import { type BrandId, brands } from "@store/domain/brands";
import { type ContactMessage, type ContactReceipt, contactReference } from "@store/domain/contact.schema";
import { escapeMarkup } from "@store/domain/text";
import type { Db } from "../../db/client.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { contactMessages } from "./contact.tables.ts";

/** Where messages go when the brand names no ContactUsEmail. */
const fallbackTeamAddress = "customer-care@example.com";

/** Shoppers' messages to the team (ADR 061): kept, and mailed to the brand's contact address. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
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
}
