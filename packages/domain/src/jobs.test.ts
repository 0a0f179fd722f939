import { describe, expect, it } from "vitest";
import { cleanJobError, jobErrorLength, jobErrorSummary, queueCounts } from "./jobs.ts";

describe("jobErrorSummary", () => {
  it("keeps the kind and codes and hides mail addresses", () => {
    expect(
      jobErrorSummary({
        name: "Error",
        code: "EENVELOPE",
        responseCode: 550,
        message:
          "Can't send mail - all recipients were rejected: 550 <Jo.Smith+cart@example.com>: no such user",
      }),
    ).toBe(
      "Error (550 EENVELOPE): Can't send mail - all recipients were rejected: 550 <[address]>: no such user",
    );
  });

  it("cuts long messages and folds whitespace", () => {
    const summary = jobErrorSummary({ name: "TypeError", message: `a\n\n${"x".repeat(500)}` });
    expect(summary.length).toBe(jobErrorLength);
    expect(summary.startsWith("TypeError: a x")).toBe(true);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("names an error without a message or name", () => {
    expect(jobErrorSummary({})).toBe("Error");
    expect(jobErrorSummary({ code: "ECONNREFUSED" })).toBe("Error (ECONNREFUSED)");
  });
});

describe("queueCounts", () => {
  it("gives every queue every state, zero when it has none, and ignores unknown states and queues", () => {
    const result = queueCounts(
      [
        { name: "mail-delivery", schedule: null },
        { name: "analytics-retention", schedule: "17 * * * *" },
      ],
      [
        { queue: "mail-delivery", state: "completed", count: 3 },
        { queue: "mail-delivery", state: "retry", count: 1 },
        { queue: "mail-delivery", state: "weird", count: 9 },
        { queue: "other", state: "failed", count: 2 },
      ],
    );
    expect(result).toEqual([
      {
        name: "mail-delivery",
        schedule: null,
        counts: { created: 0, retry: 1, active: 0, completed: 3, cancelled: 0, failed: 0 },
      },
      {
        name: "analytics-retention",
        schedule: "17 * * * *",
        counts: { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 },
      },
    ]);
  });
});

describe("cleanJobError", () => {
  it("hides addresses in text recorded elsewhere (pg-boss's own errors)", () => {
    expect(cleanJobError("job failed by timeout in active state")).toBe(
      "job failed by timeout in active state",
    );
    expect(cleanJobError("rejected a@b.co")).toBe("rejected [address]");
  });
});
