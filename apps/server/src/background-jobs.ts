import type { Logger } from "pino";
import { z } from "zod";
import { type CacheRegistry, cacheRegistryFor } from "./cache/cache-registry.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { embeddedUpkeep } from "./db/embedded-upkeep.ts";
import { PaymentHolds } from "./modules/checkout/payment-holds.service.ts";
import { DeliveryService, deleteOldCapacity } from "./modules/delivery/delivery.service.ts";
import { type JobQueue, JobsService } from "./modules/jobs/jobs.service.ts";
import { LocalityService } from "./modules/locality/locality.service.ts";
import { createMailTransport, MailService } from "./modules/mail/mail.service.ts";
import { OrderService } from "./modules/order/order.service.ts";
import { CatalogueReference } from "./modules/product/catalogue-reference.ts";
import { ProductReadModel, refreshCatalogueDerivedData } from "./modules/product/product.read-model.ts";
import { StockService } from "./modules/product/stock.service.ts";
import { ProjectService } from "./modules/project/project.service.ts";
import { ProjectFollowUpReadModel } from "./modules/project/project-follow-up.read-model.ts";
import { deleteExpiredRateLimits } from "./modules/rate-limit/rate-limit.service.ts";
import {
  priceLockSweepQueue,
  priceLockSweepSchedule,
  quoteFollowUpQueue,
  ReminderService,
} from "./modules/reminder/reminder.service.ts";
import { deleteOldSearchEvents } from "./modules/search/search-retention.ts";
import { SettingsService } from "./modules/settings/settings.service.ts";
import { StoreService } from "./modules/store/store.service.ts";
import { UserService } from "./modules/user/user.service.ts";
import { CardEncryptionKeys } from "./payments/card-encryption-keys.ts";
import { type CardSandbox, cardSandboxMounted } from "./payments/card-sandbox.ts";
import { paymentProvidersFor, type RealProviderSettings } from "./payments/payment-providers.ts";
import { SandboxWebhooks, sandboxWebhookQueue } from "./payments/sandbox-webhooks.ts";
import type { WalletSandbox } from "./payments/wallet-sandbox.ts";
import { sandboxWebhookSecret } from "./payments/webhook-signature.ts";

const noData = z.object({}).strict();

/**
 * Analytics events older than ANALYTICS_RETENTION_DAYS (ADR 019). `stately`: however many processes
 * ask, one run waits and one runs.
 */
export const analyticsRetentionQueue: JobQueue<Record<string, never>> = {
  name: "analytics-retention",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 60,
};

/** Rate-limit counters of the database store whose window ended an hour ago (ADR 017). */
export const rateLimitSweepQueue: JobQueue<Record<string, never>> = {
  name: "rate-limit-sweep",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 60,
};

/**
 * What listings and search read instead of deriving per request (refreshCatalogueDerivedData): sent
 * when the catalogue changes, and nightly for changes made outside the store.
 */
export const catalogueRefreshQueue: JobQueue<Record<string, never>> = {
  name: "catalogue-refresh",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 30 * 60,
};

/**
 * 3-D Secure challenges left waiting longer than challengeMinutes give back their stock and delivery
 * day (ADR 029), and the card sandbox forgets old encrypted-card digests (ADR 028).
 */
export const paymentSweepQueue: JobQueue<Record<string, never>> = {
  name: "payment-sweep",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 60,
};

/**
 * Delivery capacity rows of days that are over (ADR 033): those with nothing taken at once, the rest
 * after DELIVERY_CAPACITY_HISTORY_DAYS.
 */
export const deliveryCapacitySweepQueue: JobQueue<Record<string, never>> = {
  name: "delivery-capacity-sweep",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 300,
};

/**
 * The wallet sandbox's merchant sessions and sheet tokens older than a day (ADR 040, 043): single-use
 * and expired within minutes, they are kept a day to tell a replay from an unknown token, then forgotten.
 */
export const walletSandboxSweepQueue: JobQueue<Record<string, never>> = {
  name: "wallet-sandbox-sweep",
  data: noData,
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 300,
};

/**
 * The embedded database's autovacuum (ADR 079): statistics and dead rows of PGlite's tables, which no
 * background worker of its own looks after. Not scheduled on PostgreSQL, whose daemon does it.
 */
export const embeddedUpkeepQueue: JobQueue<Record<string, never>> = {
  name: "embedded-upkeep",
  data: noData,
  policy: "stately",
  retryLimit: 1,
  retryDelaySeconds: 60,
};

/** When the scheduled jobs run (cron, UTC). */
export const jobSchedules = {
  analyticsRetention: "17 * * * *",
  rateLimitSweep: "*/10 * * * *",
  catalogueRefresh: "40 3 * * *",
  paymentSweep: "*/5 * * * *",
  // Just after midnight UTC, when a day is over in every zone (all are at or ahead of UTC)
  deliveryCapacitySweep: "10 0 * * *",
  walletSandboxSweep: "35 * * * *",
  // As often as autovacuum wakes (autovacuum_naptime, one minute)
  embeddedUpkeep: "* * * * *",
} as const;

/**
 * The holds of a process that serves no requests (the jobs' sweep): the same parts app.ts composes,
 * with the card gateway the configuration gives (the sandbox, or none). Its caches are its own: a
 * registry defines each cache once, and the app's already holds these.
 */
export function paymentHoldsFor(
  db: Db,
  config: Pick<Config, "PAYMENT_SANDBOX" | "NODE_ENV" | "CARD_ENCRYPTION_KEYS"> &
    Partial<Pick<Config, RealProviderSettings>>,
  logger: Logger,
  webhooks: SandboxWebhooks | null = null,
  /** The shared session key: the Humm sandbox's key is derived from it (ADR 042). */
  sessionSecret?: string,
): { holds: PaymentHolds; sandbox: CardSandbox | null; walletSandbox: WalletSandbox | null } {
  const caches = cacheRegistryFor({ CATALOGUE_CACHE_SECONDS: 0, SHELL_CACHE_SECONDS: 0 });
  const settings = new SettingsService(db, caches);
  const productData = new ProductReadModel(db, new CatalogueReference(db, caches));
  const delivery = new DeliveryService(db, productData, new LocalityService(db), settings, caches);
  const providers = paymentProvidersFor(
    db,
    config,
    new CardEncryptionKeys(db, config),
    logger,
    webhooks,
    sessionSecret,
  );
  return {
    holds: new PaymentHolds(db, new OrderService(db), new StockService(), delivery, providers),
    sandbox: providers.cardSandbox,
    walletSandbox: providers.walletSandbox,
  };
}

/**
 * The reminder service of a process that serves no requests (the follow-up jobs, ADR 046): the same
 * parts app.ts composes, with caches of its own.
 */
export function remindersFor(db: Db, jobs: JobsService): ReminderService {
  const caches = cacheRegistryFor({ CATALOGUE_CACHE_SECONDS: 0, SHELL_CACHE_SECONDS: 0 });
  const stores = new StoreService(db, caches);
  const users = new UserService(db, stores);
  const productData = new ProductReadModel(db, new CatalogueReference(db, caches));
  const projects = new ProjectService(db, productData, stores, users);
  return new ReminderService(db, new ProjectFollowUpReadModel(db), projects, stores, users, jobs);
}

export interface BackgroundJobs {
  jobs: JobsService;
  /** Stops this process's workers, waiting for jobs in progress (up to 10 s). */
  stop(): Promise<void>;
}

/**
 * The store's jobs (ADR 020), composed here as app.ts composes routes: the engine every process
 * sends through and, with JOBS_ENABLED, this process's workers and schedules. Retention and the
 * delivery capacity sweep (and the wallet sandbox's) run once at start as well.
 */
export async function startBackgroundJobs(
  db: Db,
  config: Pick<
    Config,
    | "JOBS_ENABLED"
    | "JOBS_POLL_SECONDS"
    | "ANALYTICS_RETENTION_DAYS"
    | "DELIVERY_CAPACITY_HISTORY_DAYS"
    | "SMTP_HOST"
    | "SMTP_PORT"
    | "PORT"
    | "PUBLIC_ORIGINS"
    | "SMTP_SECURE"
    | "SMTP_USER"
    | "SMTP_PASSWORD"
    | "MAIL_FROM"
    | "MAIL_ATTEMPTS"
    | "MAIL_RETRY_SECONDS"
    | "PAYMENT_SANDBOX"
    | "NODE_ENV"
    | "CARD_ENCRYPTION_KEYS"
  > &
    Partial<Pick<Config, RealProviderSettings | "DATABASE_URL">>,
  logger: Logger,
  /** The app's caches: a catalogue refresh clears the catalogue family (ADR 021). */
  caches: CacheRegistry,
  /** The shared session key (ADR 019): the sandboxes' webhooks are signed with a key derived from it. */
  sessionSecret?: string,
): Promise<BackgroundJobs> {
  const jobs = new JobsService(db, {
    workers: config.JOBS_ENABLED,
    pollSeconds: config.JOBS_POLL_SECONDS,
    logger,
  });
  const stop = () => jobs.stop();
  await jobs.ready();
  if (!config.JOBS_ENABLED) {
    logger.info("jobs: this process sends jobs and runs none (JOBS_ENABLED=false)");
    return { jobs, stop };
  }

  const transport = createMailTransport(config);
  if (transport) {
    const mail = new MailService(db, transport, config.MAIL_FROM, jobs, {
      attempts: config.MAIL_ATTEMPTS,
      retryDelaySeconds: config.MAIL_RETRY_SECONDS,
      backoff: true,
    });
    await jobs.work(mail.queue, async ({ mailId }, attempt) => {
      const result = await mail.deliver(mailId, attempt);
      logger.info({ mailId, result, attempt: attempt.attempt }, "mail delivery");
    });
  }

  await jobs.work(analyticsRetentionQueue, async () => {
    const deleted = await deleteOldSearchEvents(db, config.ANALYTICS_RETENTION_DAYS);
    if (deleted > 0)
      logger.info(
        { deleted, retentionDays: config.ANALYTICS_RETENTION_DAYS },
        "old analytics events deleted",
      );
  });
  await jobs.work(rateLimitSweepQueue, async () => {
    const deleted = await deleteExpiredRateLimits(db);
    if (deleted > 0) logger.info({ deleted }, "expired rate limit counters deleted");
  });
  await jobs.work(catalogueRefreshQueue, async () => {
    const started = performance.now();
    await refreshCatalogueDerivedData(db);
    caches.invalidate("catalogue");
    logger.info({ ms: Math.round(performance.now() - started) }, "catalogue-derived data refreshed");
  });

  // ADR 039: the sandboxes' webhooks are delivered from here, retried until the store takes them
  const webhooks =
    sessionSecret !== undefined && cardSandboxMounted(config)
      ? new SandboxWebhooks(db, jobs, sandboxWebhookSecret(sessionSecret), config, logger)
      : null;
  if (webhooks)
    await jobs.work(sandboxWebhookQueue, async ({ webhookId }) => {
      await webhooks.deliver(webhookId);
    });
  const payments = paymentHoldsFor(db, config, logger, webhooks, sessionSecret);
  await jobs.work(paymentSweepQueue, async () => {
    const expired = await payments.holds.sweep();
    const forgotten = (await payments.sandbox?.forgetStalePayloads()) ?? 0;
    if (expired + forgotten > 0) logger.info({ expired, forgotten }, "payment sweep");
  });

  // Only where the sandbox wallet is mounted: without it there is nothing of its to forget
  const wallet = payments.walletSandbox;
  if (wallet)
    await jobs.work(walletSandboxSweepQueue, async () => {
      const forgotten = await wallet.forgetStale();
      if (forgotten.tokens + forgotten.sessions > 0)
        logger.info(forgotten, "stale wallet sandbox tokens and merchant sessions forgotten");
    });

  await jobs.work(deliveryCapacitySweepQueue, async () => {
    const deleted = await deleteOldCapacity(db, new Date(), config.DELIVERY_CAPACITY_HISTORY_DAYS);
    if (deleted > 0)
      logger.info(
        { deleted, historyDays: config.DELIVERY_CAPACITY_HISTORY_DAYS },
        "past delivery capacity rows deleted",
      );
  });

  // ADR 046: the store's follow-up reminders, each made once per project and reason
  const reminders = remindersFor(db, jobs);
  await jobs.work(quoteFollowUpQueue, async ({ projectId, emailedAt }) => {
    const outcome = await reminders.quoteFollowUp(projectId, new Date(emailedAt));
    logger.info({ projectId, outcome }, "quote follow-up reminder");
  });
  await jobs.work(priceLockSweepQueue, async () => {
    const made = await reminders.sweepPriceLocks();
    if (made > 0) logger.info({ made }, "price lock follow-up reminders made");
  });

  // ADR 079: PGlite has no autovacuum of its own; PostgreSQL (DATABASE_URL) has
  const embedded = config.DATABASE_URL === undefined;
  if (embedded)
    await jobs.work(embeddedUpkeepQueue, async () => {
      const started = performance.now();
      const done = await embeddedUpkeep(db);
      if (done.vacuumed.length + done.analyzed.length > 0)
        logger.info({ ...done, ms: Math.round(performance.now() - started) }, "embedded database upkeep");
    });

  await jobs.schedule(analyticsRetentionQueue, jobSchedules.analyticsRetention, {});
  await jobs.schedule(priceLockSweepQueue, priceLockSweepSchedule, {});
  await jobs.schedule(paymentSweepQueue, jobSchedules.paymentSweep, {});
  await jobs.schedule(rateLimitSweepQueue, jobSchedules.rateLimitSweep, {});
  await jobs.schedule(catalogueRefreshQueue, jobSchedules.catalogueRefresh, {});
  await jobs.schedule(deliveryCapacitySweepQueue, jobSchedules.deliveryCapacitySweep, {});
  if (wallet) {
    await jobs.schedule(walletSandboxSweepQueue, jobSchedules.walletSandboxSweep, {});
    await jobs.send(walletSandboxSweepQueue, {});
  }
  await jobs.send(analyticsRetentionQueue, {});
  await jobs.send(deliveryCapacitySweepQueue, {});
  await jobs.send(rateLimitSweepQueue, {});
  await jobs.send(priceLockSweepQueue, {});
  if (embedded) {
    await jobs.schedule(embeddedUpkeepQueue, jobSchedules.embeddedUpkeep, {});
    await jobs.send(embeddedUpkeepQueue, {});
  }
  return { jobs, stop };
}
