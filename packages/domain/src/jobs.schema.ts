import { z } from "zod";
import { wholeNumberSchema } from "./input.schema.ts";

/** The states pg-boss keeps a job in, in the order a job passes them (ADR 020). */
export const jobStates = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof jobStates)[number];

/** Query of GET /api/jobs/status: how many recent failures to list. */
export const jobsStatusQuerySchema = z.object({
  failures: wholeNumberSchema("failures is a whole number from 1 to 50", 1, 50).default(10),
});

const countsSchema = z.object(
  Object.fromEntries(jobStates.map((state) => [state, z.number().int().min(0)])) as Record<
    JobState,
    z.ZodNumber
  >,
);

/** One queue: its jobs by state (jobs still in the job table, not yet archived) and its schedule. */
export const jobQueueStatusSchema = z.object({
  name: z.string(),
  counts: countsSchema,
  /** A cron expression (UTC) when the queue is run on a schedule, else null. */
  schedule: z.string().nullable(),
});

/** A failed attempt: the queue, whether it will be tried again, the error's summary, when. */
export const jobFailureSchema = z.object({
  queue: z.string(),
  state: z.enum(["retry", "failed"]),
  error: z.string(),
  at: z.iso.datetime(),
});

/** Answer of GET /api/jobs/status (staff): queues, counts and recent failures, no job data. */
export const jobsStatusSchema = z.object({
  /** Whether the process that answered runs workers (JOBS_ENABLED). */
  workers: z.boolean(),
  queues: z.array(jobQueueStatusSchema),
  recentFailures: z.array(jobFailureSchema),
});

export type JobQueueStatus = z.infer<typeof jobQueueStatusSchema>;
export type JobFailure = z.infer<typeof jobFailureSchema>;
export type JobsStatus = z.infer<typeof jobsStatusSchema>;
