import { randomUUID } from "node:crypto";
import type { BrandId } from "@store/domain/brands";
import type { PaymentWebhook } from "@store/domain/payment-webhook.schema";
import { publicOriginFor } from "@store/domain/public-origin";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue, JobsService } from "../modules/jobs/jobs.service.ts";
import { sandboxWebhooks } from "./payments.tables.ts";
import { signWebhook, webhookSignatureHeader } from "./webhook-signature.ts";

/** Where the store receives a provider's webhooks. */
export const webhookPath = (provider: string) => `/api/payment/webhook/${provider}`;

/**
 * The sandboxes' webhook deliveries: a job per delivery, retried with backoff until the store answers
 * 2xx (at least once, as providers do). Ids only in the job.
 */
export const sandboxWebhookQueue: JobQueue<{ webhookId: string }> = {
  name: "sandbox-webhook",
  data: z.object({ webhookId: z.string().min(1).max(100) }),
  retryLimit: 8,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** An event a sandbox reports about one of the store's payments. */
export interface SandboxEvent {
  provider: string;
  brand: BrandId;
  reference: string;
  type: string;
  /** Deliver it twice (providers sometimes do): the store must process it once. */
  twice?: boolean;
}

type Send = (url: string, init: RequestInit) => Promise<Response>;

/** A stored event as a provider with its own webhook format (Humm's signed callback) sends it. */
export type WebhookFormat = (event: {
  id: string;
  provider: string;
  brand: BrandId;
  reference: string;
  type: string;
}) => Promise<{ url: string; body: string; contentType: string } | null>;

/**
 * The address a sandbox reaches the store at: an origin on `*.localhost` (the embedded demo) is reached at
 * 127.0.0.1 on its port, as such names do not resolve outside a browser.
 */
export function reachable(url: string, defaultPort: number): string {
  const target = new URL(url);
  if (!target.hostname.endsWith(".localhost") && target.hostname !== "localhost") return target.toString();
  const port = target.port || String(defaultPort);
  target.hostname = "127.0.0.1";
  target.port = port;
  return target.toString();
}

/**
 * The sandboxes' webhooks (ADR 039): each event is kept, queued, and delivered signed (HMAC-SHA256 with
 * a timestamp) to the brand's configured origin, retried by the job queue until the store takes it,
 * sometimes twice. A provider with a format of its own (Humm's callback, ADR 042) is sent its way. An
 * origin on `*.localhost` (the embedded demo) is reached on 127.0.0.1 at its port.
 */
export class SandboxWebhooks {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly secret: Buffer,
    private readonly config: Pick<Config, "PUBLIC_ORIGINS" | "PORT">,
    private readonly logger: Logger,
    private readonly send: Send = (url, init) => fetch(url, init),
    private readonly now: () => Date = () => new Date(),
  ) {}

  private readonly formats = new Map<string, WebhookFormat>();

  /** A provider whose webhooks are not the sandboxes' JSON (Humm's callback): how its events are sent. */
  useFormat(provider: string, format: WebhookFormat): void {
    this.formats.set(provider, format);
  }

  /** Keeps the event and queues its delivery (twice when asked); answers its id. */
  async emit(event: SandboxEvent): Promise<string> {
    const id = `evt_${randomUUID().replaceAll("-", "")}`;
    await this.db.insert(sandboxWebhooks).values({
      id,
      provider: event.provider,
      brand: event.brand,
      reference: event.reference,
      type: event.type,
      createdAt: this.now(),
    });
    await this.jobs.send(sandboxWebhookQueue, { webhookId: id });
    if (event.twice) await this.jobs.send(sandboxWebhookQueue, { webhookId: id });
    return id;
  }

  /**
   * A sandbox's announcement that a payment of `amount` cents was decided: queued like `emit`, twice for an
   * amount of odd cents (the sandboxes' trigger for a duplicate delivery). A webhook that cannot be queued
   * is logged, never thrown: the decision stands, and the store still learns of it by its poll or return.
   */
  async announce(event: Omit<SandboxEvent, "twice"> & { amount: number }): Promise<void> {
    const { amount, ...rest } = event;
    try {
      await this.emit({ ...rest, twice: amount % 2 === 1 });
    } catch (error) {
      this.logger.error(
        { err: error, provider: event.provider, reference: event.reference },
        "a sandbox webhook could not be queued",
      );
    }
  }

  /** The URL the store takes this provider's webhooks at, for a brand. */
  urlFor(brand: BrandId, provider: string): string {
    const origin = publicOriginFor(brand, this.config.PUBLIC_ORIGINS, this.config.PORT);
    return reachable(`${origin}${webhookPath(provider)}`, this.config.PORT);
  }

  /** Delivers one event once; throws when the store did not take it, so the queue retries. */
  async deliver(webhookId: string): Promise<void> {
    const [row] = await this.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.id, webhookId));
    if (!row) return;
    const format = this.formats.get(row.provider);
    const own = format ? await format(row) : null;
    if (format && !own) {
      // The provider has nothing to say of it any more (its checkout is gone): nothing to deliver
      this.logger.warn({ webhookId, provider: row.provider }, "a sandbox webhook had nothing to send");
      return;
    }
    const event: PaymentWebhook = {
      id: row.id,
      type: row.type,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    };
    const body = own?.body ?? JSON.stringify(event);
    let error: string | null = null;
    try {
      const response = await this.send(
        own ? reachable(own.url, this.config.PORT) : this.urlFor(row.brand, row.provider),
        {
          method: "POST",
          body,
          headers: own
            ? { "content-type": own.contentType }
            : {
                "content-type": "application/json",
                [webhookSignatureHeader]: signWebhook(this.secret, body, this.now()),
              },
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) error = `the store answered ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    await this.db
      .update(sandboxWebhooks)
      .set({
        deliveries: sql`${sandboxWebhooks.deliveries} + 1`,
        lastError: error,
        ...(error ? {} : { deliveredAt: this.now() }),
      })
      .where(eq(sandboxWebhooks.id, webhookId));
    if (error) {
      this.logger.warn(
        { webhookId, provider: row.provider, error },
        "sandbox webhook not taken; it will be retried",
      );
      throw new Error(`webhook ${webhookId}: ${error}`);
    }
  }
}
