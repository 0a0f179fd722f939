import { type JobQueueStatus, type JobState, jobStates } from "./jobs.schema.ts";

/** Characters of an error a job keeps and the status call shows. */
export const jobErrorLength = 200;

const emailAddress = /[^\s<>"'@,;:()[\]]+@[^\s<>"'@,;:()[\]]+/g;

/**
 * What a failed job records and staff see (ADR 020): the error's kind and codes, then its message
 * without mail addresses, cut short. An SMTP refusal names the recipient ('550 <a@b.com>: no such
 * user'); the status call must not.
 */
export function jobErrorSummary(error: {
  name?: string;
  message?: string;
  code?: string | number;
  responseCode?: number;
}): string {
  const codes = [error.responseCode, error.code].filter((c) => c !== undefined && c !== "").join(" ");
  const summary = [error.name || "Error", codes && `(${codes})`].filter(Boolean).join(" ");
  return cleanJobError(error.message ? `${summary}: ${error.message}` : summary);
}

/** An error text as staff may see it: mail addresses hidden, whitespace folded, cut short. */
export function cleanJobError(text: string): string {
  const clean = text.replace(emailAddress, "[address]").replace(/\s+/g, " ").trim();
  return clean.length > jobErrorLength ? `${clean.slice(0, jobErrorLength - 1)}…` : clean;
}

/** Per-queue counts from (queue, state, count) rows: every state present, zero when none. */
export function queueCounts(
  queues: readonly { name: string; schedule: string | null }[],
  rows: readonly { queue: string; state: string; count: number }[],
): JobQueueStatus[] {
  return queues.map(({ name, schedule }) => {
    const counts = Object.fromEntries(jobStates.map((s) => [s, 0])) as Record<JobState, number>;
    for (const row of rows)
      if (row.queue === name && (jobStates as readonly string[]).includes(row.state))
        counts[row.state as JobState] += row.count;
    return { name, counts, schedule };
  });
}
