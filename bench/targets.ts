/** One thing to measure: a path (or a request builder) and the figures it must reach. */
export interface BenchTarget {
  name: string;
  path: string;
  method?: "GET" | "POST" | "DELETE";
  /** The brand host to send (default aol). */
  brand?: string;
  /** Figures from the issues: p95 at 1 connection and requests/s at 10. */
  goal?: { p95Ms?: number; rps10?: number; rpsVsBareRatio?: number };
}

/** Every target of `npm run bench`; later issues append theirs here. */
export const targets: BenchTarget[] = [
  { name: "bare Hono JSON route", path: "/api/ping" },
  { name: "GET /api/settings", path: "/api/settings", goal: { rpsVsBareRatio: 0.5 } },
  { name: "SSR home page", path: "/", goal: { p95Ms: 15, rps10: 200 } },
];
