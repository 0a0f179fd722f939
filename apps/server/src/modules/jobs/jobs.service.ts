import { cleanJobError, jobErrorSummary, queueCounts } from "@store/domain/jobs";
import { type JobFailure, type JobsStatus, jobFailureSchema } from "@store/domain/jobs.schema";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { jobsDatabaseOf, jobsTransactionOf } from "./jobs-database.ts";

/** The schema pg-boss keeps its tables in, beside the store's own (ADR 020). */
export const jobsSchema = "pgboss";

/** A queue of one kind of job: its name, the shape of its data and how it is retried. */
export interface JobQueue<T> {
  name: string;
  /** Parsed when a job is sent and again when a worker takes it. Ids only: no personal data. */
  data: z.ZodType<T>;
  /** `stately`: at most one job waiting and one running (a refresh asked for twice runs once). */
  policy?: "standard" | "stately";
  /** Attempts after the first; each waits `retryDelaySeconds`, doubled each time with `retryBackoff`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt still running after this long counts as failed (a worker that died). */
  expireInSeconds?: number;
}

/** Which attempt a worker is running: the handler decides what the last failure means. */
export interface JobAttempt {
  attempt: number;
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface JobsOptions {
  /** Runs workers, schedules and pg-boss's maintenance in this process (JOBS_ENABLED). */
  workers: boolean;
  /** How often an idle worker asks for a job (JOBS_POLL_SECONDS; pg-boss's least is 0.5). */
  pollSeconds: number;
  logger: Logger;
}

const countRowSchema = z.object({ queue: z.string(), state: z.string(), count: z.coerce.number() });
const queueRowSchema = z.object({ name: z.string(), schedule: z.string().nullable() });
const failureRowSchema = z.object({
  queue: z.string(),
  state: z.enum(["retry", "failed"]),
  error: z.string().nullable(),
  at: z.coerce.date(),
});

/**
 * The store's jobs (ADR 020): pg-boss 10 over the store's own database, PGlite or PostgreSQL alike.
 * Any process can send; a process with `workers` also runs them, their schedules and the engine's
 * maintenance. Queues are made the first time a process sends to or works on them.
 */
export class JobsService {
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  private readonly preparing = new Map<string, Promise<void>>();
  private readonly prepared = new Set<string>();

  constructor(
    db: Db,
    private readonly options: JobsOptions,
  ) {
    this.boss = new PgBoss({
      db: jobsDatabaseOf(db),
      schema: jobsSchema,
      migrate: true,
      supervise: options.workers,
      schedule: options.workers,
    });
    // An EventEmitter's 'error' without a listener would end the process.
    this.boss.on("error", (error) => options.logger.error({ err: error }, "jobs engine error"));
  }

  /** True when this process runs workers. */
  get runsWorkers(): boolean {
    return this.options.workers;
  }

  /**
   * Installs or upgrades pg-boss's schema and starts the engine, once per process; processes starting
   * together wait on pg-boss's advisory lock. A failed start is tried again by the next caller.
   */
  ready(): Promise<void> {
    this.started ??= this.boss.start().then(
      () => undefined,
      (error: unknown) => {
        this.started = null;
        throw error;
      },
    );
    return this.started;
  }

  /** Creates the queue (or updates its retry settings), once per process. */
  prepare<T>(queue: JobQueue<T>): Promise<void> {
    let preparing = this.preparing.get(queue.name);
    if (!preparing) {
      preparing = (async () => {
        await this.ready();
        const settings = queueSettings(queue);
        await this.boss.createQueue(queue.name, settings);
        await this.boss.updateQueue(queue.name, settings);
        this.prepared.add(queue.name);
      })();
      preparing.catch(() => this.preparing.delete(queue.name));
      this.preparing.set(queue.name, preparing);
    }
    return preparing;
  }

  /**
   * Sends a job. `within` is an open transaction that inserts it, so the job exists exactly when
   * that transaction commits; prepare the queue before opening it (on PGlite a query outside the
   * transaction would wait for it to end). `startAfter`: no worker takes it before then (a follow-up
   * due in two days).
   */
  async send<T>(
    queue: JobQueue<T>,
    data: T,
    options: { within?: Db; startAfter?: Date } = {},
  ): Promise<string | null> {
    const parsed = queue.data.parse(data) as object;
    const later = options.startAfter ? { startAfter: options.startAfter } : {};
    if (options.within) {
      if (!this.prepared.has(queue.name))
        throw new Error(`prepare the '${queue.name}' queue before sending to it inside a transaction`);
      return this.boss.send(queue.name, parsed, { db: jobsTransactionOf(options.within), ...later });
    }
    await this.prepare(queue);
    return this.boss.send(queue.name, parsed, later);
  }

  /**
   * Runs `handler` for each job of the queue, one at a time in this process. A handler's error is
   * logged whole and recorded as its summary only (jobErrorSummary), which staff see in the status.
   */
  async work<T>(queue: JobQueue<T>, handler: JobHandler<T>): Promise<void> {
    if (!this.options.workers) throw new Error("this process runs no workers (JOBS_ENABLED=false)");
    await this.prepare(queue);
    const { logger, pollSeconds } = this.options;
    let workerId: string | null = null;
    workerId = await this.boss.work<T>(
      queue.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollSeconds },
      async ([job]) => {
        if (!job) return;
        // pg-boss waits a poll interval after every fetch: after a job, ask for the next one at once,
        // so a backlog runs back to back instead of one job per interval.
        if (workerId) this.boss.notifyWorker(workerId);
        const attempt = { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
        try {
          await handler(queue.data.parse(job.data), attempt);
        } catch (error) {
          logger.warn({ err: error, queue: queue.name, job: job.id, ...attempt }, "job attempt failed");
          const recorded = new Error(
            jobErrorSummary(error instanceof Error ? error : { message: String(error) }),
          );
          recorded.stack = recorded.message;
          throw recorded;
        }
      },
    );
  }

  /** Sends a job on a cron schedule (UTC); one process sends each time, whichever has workers. */
  async schedule<T>(queue: JobQueue<T>, cron: string, data: T): Promise<void> {
    await this.prepare(queue);
    await this.boss.schedule(queue.name, cron, queue.data.parse(data) as object, { tz: "UTC" });
  }

  /** Every queue of the store (all processes), its jobs by state, and the newest failed attempts. */
  async status(failures: number): Promise<JobsStatus> {
    await this.ready();
    const db = this.boss.getDb();
    // pg-boss's own queues (its cron sender) are the engine's business, not the store's.
    const ours = `name NOT LIKE '\\_\\_pgboss\\_\\_%'`;
    const [queues, counts, failed] = await Promise.all([
      db.executeSql(
        `SELECT q.name, s.cron AS schedule FROM ${jobsSchema}.queue q
         LEFT JOIN ${jobsSchema}.schedule s ON s.name = q.name WHERE q.${ours} ORDER BY q.name`,
        [],
      ),
      db.executeSql(
        `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${jobsSchema}.job
         WHERE ${ours} GROUP BY name, state`,
        [],
      ),
      db.executeSql(
        `SELECT name AS queue, state::text AS state,
           coalesce(output->>'message', output->'value'->>'message') AS error,
           coalesce(completed_on, started_on, created_on) AS at
         FROM (SELECT name, state, output, completed_on, started_on, created_on FROM ${jobsSchema}.job
               WHERE state IN ('retry', 'failed') AND output IS NOT NULL
               UNION ALL
               SELECT name, state, output, completed_on, started_on, created_on FROM ${jobsSchema}.archive
               WHERE state = 'failed') f
         WHERE ${ours} ORDER BY at DESC LIMIT $1`,
        [failures],
      ),
    ]);
    return {
      workers: this.options.workers,
      queues: queueCounts(
        z.array(queueRowSchema).parse(queues.rows),
        z.array(countRowSchema).parse(counts.rows),
      ),
      recentFailures: z
        .array(failureRowSchema)
        .parse(failed.rows)
        .map(
          (row): JobFailure =>
            jobFailureSchema.parse({
              queue: row.queue,
              state: row.state,
              // Summarised again: pg-boss records its own errors (a timed-out attempt) as they come.
              error: cleanJobError(row.error ?? "unknown error"),
              at: row.at.toISOString(),
            }),
        ),
    };
  }

  /** Stops workers (waiting up to 10 s for running jobs), schedules and maintenance. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}

function queueSettings<T>(queue: JobQueue<T>): PgBoss.Queue {
  return {
    name: queue.name,
    policy: queue.policy ?? "standard",
    ...(queue.retryLimit !== undefined ? { retryLimit: queue.retryLimit } : {}),
    ...(queue.retryDelaySeconds !== undefined ? { retryDelay: queue.retryDelaySeconds } : {}),
    ...(queue.retryBackoff !== undefined ? { retryBackoff: queue.retryBackoff } : {}),
    ...(queue.expireInSeconds !== undefined ? { expireInSeconds: queue.expireInSeconds } : {}),
  };
}
