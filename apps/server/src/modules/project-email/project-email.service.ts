import { type BrandId, brands } from "@store/domain/brands";
import {
  dateIn,
  quoteEmailProblem,
  quoteEmailRecipients,
  quoteEmailWindowSeconds,
} from "@store/domain/project";
import type { ProjectEmailed } from "@store/domain/project.schema";
import type { Store } from "@store/domain/store.schema";
import { AppError } from "../../http/app-error.ts";
import type { MailService } from "../mail/mail.service.ts";
import { type ProjectActor, type ProjectService, projectTimeZone } from "../project/project.service.ts";
import type { ProjectQuotes } from "../project/project-quotes.service.ts";
import type { ReminderService } from "../reminder/reminder.service.ts";
import type { StoreService } from "../store/store.service.ts";
import { quoteMail } from "./quote-mail.ts";
import { quotePdfOf, renderQuotePdf } from "./quote-pdf.ts";

/**
 * POST /api/v2/project/email (storefront s.4, s.7; ADR 049): the quote goes to the project's customer
 * email and secondary email, each a mail of its own with the quote as a PDF and the link to the shared
 * quote page; the project is marked emailed and its follow-up reminder queued, all in one transaction.
 */
export class ProjectEmailService {
  constructor(
    private readonly projects: ProjectService,
    private readonly quotes: ProjectQuotes,
    private readonly stores: StoreService,
    private readonly reminders: ReminderService,
    private readonly mail: MailService,
    /** A brand's configured public origin: the link is built from it, never from the Host header. */
    private readonly publicOriginOf: (brand: BrandId) => string,
  ) {}

  /** Emails the project's quote to its customer; a second call within the window sends nothing again. */
  async email(actor: ProjectActor, projectId: number, now = new Date()): Promise<ProjectEmailed> {
    const current = await this.projects.view(projectId, actor.role, now);
    const problem = quoteEmailProblem(current);
    if (problem) throw new AppError("conflict", problem);
    const to = quoteEmailRecipients(current.quoteData);
    const brand = brands[current.brand];
    // The mail's link must work: emailing shares the project when it is not shared yet (ADR 049)
    const share = await this.quotes.setShared(actor, { projectId, sharedStatus: true }, this.publicOriginOf);
    if (!share.shareId || !share.shareUrl) throw new Error("sharing a project gave no share id");
    // The PDF shows what the link shows: the latest saved quote as quoted, else the project priced now
    const shown = await this.projects.shared(share.shareId, now);
    if (!shown)
      throw new AppError(
        "conflict",
        "This project has no products yet. Add the products to quote before emailing it.",
      );
    const store = await this.storeOf(current.selectedStore.storeUri, brand.country);
    const quote = quotePdfOf({
      project: shown,
      brand,
      store,
      shareUrl: share.shareUrl,
      issuedOn: dateIn(projectTimeZone(store, brand), now),
    });
    const pdf = await renderQuotePdf(quote);
    const attachment = {
      fileName: `${brand.name.replace(/[^A-Za-z0-9]+/g, "-")}-quote-${shown.projectRef}.pdf`,
      contentType: "application/pdf",
      content: new Uint8Array(pdf),
    };
    // Queues made before the transaction: on PGlite a query outside it would wait for it to end
    await this.mail.ready();
    await this.reminders.readyForFollowUps();
    const done = await this.projects.markEmailed(
      actor,
      projectId,
      to,
      async (tx, emailedAt) => {
        for (const address of to)
          await this.mail.send(
            { ...quoteMail(quote, address), kind: "project-quote", attachments: [attachment] },
            { within: tx },
          );
        await this.reminders.scheduleQuoteFollowUp(projectId, emailedAt, { within: tx });
      },
      quoteEmailWindowSeconds,
    );
    return {
      projectId,
      sentTo: to,
      shareUrl: share.shareUrl,
      emailedAt: done.emailedAt.toISOString(),
      alreadySent: !done.sent,
      project: await this.projects.view(projectId, actor.role),
    };
  }

  private async storeOf(storeUri: string | null, country: "AU" | "NZ"): Promise<Store | null> {
    if (!storeUri) return null;
    return this.stores.get(country, storeUri).catch(() => null);
  }
}
