/**
 * npm run bench: builds the store, then for each catalogue size starts the production build on a
 * freshly seeded database and measures each target at 1 connection (what one shopper feels: p50,
 * p95, p99) and at 10 connections (what the machine holds: requests/s, p99). Prints a table and
 * writes JSON to bench/results/. The API ratio (GET /api/settings against a bare Hono route on
 * @hono/node-server, bench/bare-server.ts, started the same way in the same run: the server's CPU time per
 * request, which the neighbours' load does not move, and req/s beside it) is printed at the end.
 *   BENCH_SECONDS=10  seconds per run      BENCH_ONLY=name,name   targets whose name contains one of them
 *   BENCH_SIZES=small,large                BENCH_LARGE=100000 products in the large catalogue
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres   measure on PostgreSQL (a fresh database
 *     per size is created beside the one named, and dropped after) instead of embedded PGlite
 *   BENCH_PROFILE=dir                      the store writes a CPU profile (.cpuprofile, for Chrome's DevTools)
 *     of the whole run into dir when it stops
 *   BENCH_CACHE_SECONDS=0                  the answer cache's lifetime (CATALOGUE_CACHE_SECONDS); 0 measures
 *     every answer computed, not remembered
 */
import { type ChildProcess, execSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { build } from "esbuild";
import pg from "pg";
import { startBenchProcess, startBenchStore, stopBenchProcess } from "./bench-store.ts";
import { type BenchRequest, type BenchTarget, benchPort, targets } from "./targets.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = benchPort;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const sizes = (process.env.BENCH_SIZES ?? "small,large").split(",") as ("small" | "large")[];
const productsBySize = { small: 2000, large: Number(process.env.BENCH_LARGE ?? 100_000) };
const serverUrl = process.env.BENCH_DATABASE_URL;

/** A fresh PostgreSQL database beside the one BENCH_DATABASE_URL names; returns its URL and a drop. */
async function freshPostgres(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface Run {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system, every thread) per answered request, in µs. */
  cpuMicrosPerRequest: number | null;
  /** PostgreSQL's CPU time (every server process) per answered request, in µs; null on PGlite. */
  dbCpuMicrosPerRequest: number | null;
  /** The load generator's own CPU time (this process) per answered request, in µs. */
  clientCpuMicrosPerRequest: number | null;
  non2xx: number;
}

interface Row {
  target: BenchTarget;
  size: "small" | "large";
  products: number;
  paths: number;
  one: Run;
  ten: Run;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The bare Hono route, bundled as the store's server is (ADR 022), so both run as plain Node. */
const bareBundle = path.join(root, `bench/results/bare-server-${port}.mjs`);
/** The bare Hono server's port, beside the store's. */
const barePort = port + 1;

/**
 * A process's CPU time so far in µs (user + system of all its threads, /proc/<pid>/stat), or null where
 * /proc is missing. Unlike req/s it does not move with what else the machine runs, so the API ratio uses it.
 */
function cpuMicrosOf(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicksPerSecond;
  } catch {
    return null;
  }
}
/**
 * CPU time so far of every PostgreSQL server process on this machine, in µs, or null on PGlite. The bench's
 * database is the only one at work while it runs (a quiet machine), so the difference is what it did for us.
 */
function postgresCpuMicros(): number | null {
  if (!serverUrl) return null;
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      total += cpuMicrosOf(Number(entry)) ?? 0;
    } catch {
      // The process ended between the listing and the read
    }
  }
  return total;
}

/** `after - before` per request, to one decimal, or null when either reading is missing. */
function perRequest(before: number | null, after: number | null, requests: number): number | null {
  if (before === null || after === null || requests === 0) return null;
  return Math.round(((after - before) / requests) * 10) / 10;
}

const clockTicksPerSecond = Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;

async function measure(
  paths: (string | BenchRequest)[],
  brand: string,
  connections: number,
  duration: number,
  at = port,
  amount?: number,
  serverPid?: number,
): Promise<Run> {
  const cpuBefore = cpuMicrosOf(serverPid);
  const dbCpuBefore = postgresCpuMicros();
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${at}`,
        headers: { host: `${brand}.localhost:${port}` },
        // BenchRequest is autocannon's request shape with the method as a plain string
        requests: paths.map((p) =>
          typeof p === "string" ? { method: "GET", path: p } : { method: "GET", ...p },
        ) as autocannon.Request[],
        connections,
        ...(amount ? { amount } : { duration }),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const cpuAfter = cpuMicrosOf(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  return {
    cpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter, result.requests.total),
    dbCpuMicrosPerRequest: perRequest(dbCpuBefore, postgresCpuMicros(), result.requests.total),
    clientCpuMicrosPerRequest: perRequest(0, clientCpu.user + clientCpu.system, result.requests.total),
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / (amount ? (performance.now() - started) / 1000 : duration)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Keeps `rate` requests a second going over `connections` clients until stopped (a target's background). */
function keepLoad(
  paths: (string | BenchRequest)[],
  brand: string,
  { connections, ratePerSecond }: { connections: number; ratePerSecond: number },
): { stop: () => Promise<{ requests: number; non2xx: number }> } {
  let stopLoad = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        headers: { host: `${brand}.localhost:${port}` },
        requests: paths.map((p) =>
          typeof p === "string" ? { method: "GET", path: p } : { method: "GET", ...p },
        ) as autocannon.Request[],
        connections,
        overallRate: ratePerSecond,
        duration: 3600,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    stopLoad = () => instance.stop();
  });
  return {
    stop: async () => {
      stopLoad();
      const result = await done;
      return { requests: result.requests.total, non2xx: result.non2xx };
    },
  };
}

async function api(pathname: string, brand = "aol"): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { host: `${brand}.localhost:${port}` },
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  return res.json();
}

async function call(pathname: string, brand: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("host", `${brand}.localhost:${port}`);
  return fetch(`http://127.0.0.1:${port}${pathname}`, { ...init, headers });
}

async function measureSize(size: "small" | "large"): Promise<Row[]> {
  const products = productsBySize[size];
  const chosen = targets.filter(
    (t) => t.sizes.includes(size) && (!only || only.some((o) => t.name.includes(o))),
  );
  if (chosen.length === 0) return [];
  const postgres = serverUrl ? await freshPostgres(`store_bench_${port}_${products}`) : null;
  console.log(
    `starting the store on a fresh ${postgres ? "PostgreSQL" : "PGlite"} database of ${products} products...`,
  );
  const started = Date.now();
  const rows: Row[] = [];
  let child: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  try {
    // The port in the name keeps two checkouts benchmarking at once off each other's data
    child = await startBenchStore(`bench-${port}-${products}`, port, {
      nodeFlags: process.env.BENCH_PROFILE
        ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
        : [],
      env: {
        SEED_PRODUCTS: String(products),
        // Sign-in targets use the demo accounts, which are seeded into PostgreSQL only when asked (ADR 019)
        SEED_DEMO_ACCOUNTS: "true",
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...(process.env.BENCH_CACHE_SECONDS
          ? { CATALOGUE_CACHE_SECONDS: process.env.BENCH_CACHE_SECONDS }
          : {}),
      },
    });
    // The bare route runs the way the store does, beside it, only when a chosen target needs it.
    if (chosen.some((t) => t.server === "bare"))
      bare = await startBenchProcess([bareBundle], barePort, { NODE_ENV: "production" });
    console.log(`  ready in ${Math.round((Date.now() - started) / 1000)} s`);
    for (const target of chosen) {
      const brand = target.brand ?? "aol";
      const paths = Array.isArray(target.paths)
        ? target.paths
        : await target.paths(
            (p) => api(p, brand),
            (p, init) => call(p, brand, init),
          );
      const at = target.server === "bare" ? barePort : port;
      const amounts = target.amounts;
      let load: ReturnType<typeof keepLoad> | null = null;
      try {
        if (target.background)
          load = keepLoad(
            await target.background.paths(
              (p) => api(p, brand),
              (p, init) => call(p, brand, init),
            ),
            brand,
            target.background,
          );
        await measure(paths, brand, 1, 2, at, amounts?.warmUp); // warm-up: JIT, caches
        const one = await measure(paths, brand, 1, seconds, at, amounts?.one);
        const serverPid = (target.server === "bare" ? bare : child)?.pid;
        const ten = await measure(paths, brand, target.crowd ?? 10, seconds, at, amounts?.crowd, serverPid);
        rows.push({ target, size, products, paths: paths.length, one, ten });
      } finally {
        const kept = await load?.stop();
        if (kept) console.log(`  background: ${kept.requests} requests, ${kept.non2xx} not 2xx`);
      }
      console.log(`  measured ${target.name}`);
    }
  } finally {
    await stopBenchProcess(bare);
    await stopBenchProcess(child);
    await postgres?.drop();
  }
  return rows;
}

/**
 * What a target's answer costs against the bare route's: the bare route's CPU time per request over the
 * target's, at 10 connections (req/s where /proc is missing). On a dedicated machine where the server is the
 * bottleneck the two agree; on a shared one req/s follows the neighbours' load and CPU time does not.
 */
function apiRatio(row: Row, bare: Row): number {
  const [own, yardstick] = [row.ten.cpuMicrosPerRequest, bare.ten.cpuMicrosPerRequest];
  return own && yardstick ? yardstick / own : row.ten.rps / bare.ten.rps;
}

function goals(row: Row, rows: Row[]): string {
  const { target, one, ten } = row;
  const checks: string[] = [];
  const bare = rows.find((r) => r.target.server === "bare");
  if (target.goal?.p95Ms)
    checks.push(`p95<${target.goal.p95Ms}ms ${one.p95 < target.goal.p95Ms ? "ok" : "MISSED"}`);
  if (target.goal?.rps10)
    checks.push(`>=${target.goal.rps10}/s ${ten.rps >= target.goal.rps10 ? "ok" : "MISSED"}`);
  const baseline = target.goal?.slowerThan
    ? rows.find((r) => r.target.name === target.goal?.slowerThan?.target && r.size === row.size)
    : undefined;
  if (target.goal?.slowerThan && baseline) {
    const slower = one.p95 / baseline.one.p95 - 1;
    checks.push(
      `p95 ${Math.round(slower * 100)}% vs without (${baseline.one.p95} ms) ${slower <= target.goal.slowerThan.max ? "ok" : "MISSED"}`,
    );
  }
  const sumWith = target.goal?.sumWith;
  if (sumWith) {
    const others = sumWith.targets.map((name) =>
      rows.find((r) => r.target.name === name && r.size === row.size),
    );
    if (others.every(Boolean)) {
      const total = one.p95 + others.reduce((sum, other) => sum + (other?.one.p95 ?? 0), 0);
      checks.push(
        `with ${others.length} more: ${Math.round(total * 10) / 10} ms<${sumWith.underMs}ms ${total < sumWith.underMs ? "ok" : "MISSED"}`,
      );
    }
  }
  if (target.goal?.crowdP95Ms) {
    checks.push(
      `p95<${target.goal.crowdP95Ms}ms at ${ten.connections}c (${ten.p95}) ${ten.p95 < target.goal.crowdP95Ms ? "ok" : "MISSED"}`,
    );
    const floor = crowdFloorMs(ten);
    // Little's law: a closed crowd waits at least crowd x (CPU all told per request) / cores
    if (floor !== null) checks.push(`CPU floor at ${ten.connections}c ${floor} ms`);
  }
  const ratio = bare ? apiRatio(row, bare) : null;
  if (target.goal?.rpsVsBareRatio && ratio !== null) {
    checks.push(
      `${Math.round(ratio * 100)}% of bare ${ratio >= target.goal.rpsVsBareRatio ? "ok" : "MISSED"}`,
    );
  }
  const small = rows.find((r) => r.target === target && r.size === "small");
  if (target.goal?.largeVsSmallMax && row.size === "large" && small) {
    const ratio = one.p95 / small.one.p95;
    checks.push(`${ratio.toFixed(2)}x small ${ratio <= target.goal.largeVsSmallMax ? "ok" : "MISSED"}`);
  }
  if (one.errors + ten.errors + one.non2xx + ten.non2xx > 0) checks.push("ERRORS/non-2xx");
  return checks.join(", ");
}

/**
 * The least mean wait a closed crowd can see when the machine's cores are the bottleneck: every request
 * costs the server's, the database's and the load generator's CPU time, and the cores serve them in turn.
 */
function crowdFloorMs(run: Run): number | null {
  if (run.cpuMicrosPerRequest === null) return null;
  const all =
    run.cpuMicrosPerRequest + (run.dbCpuMicrosPerRequest ?? 0) + (run.clientCpuMicrosPerRequest ?? 0);
  return Math.round((run.connections * all) / availableParallelism() / 1000);
}

async function main(): Promise<void> {
  console.log("building the store...");
  execSync("npm run build", { cwd: root, stdio: "ignore" });
  await build({
    entryPoints: [path.join(root, "bench/bare-server.ts")],
    outfile: bareBundle,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  const rows: Row[] = [];
  for (const size of sizes) rows.push(...(await measureSize(size)));
  const table = [
    "| target | products | p50 ms (1c) | p95 ms (1c) | p99 ms (1c) | req/s (1c) | req/s (10c*) | p99 ms (10c*) | CPU µs/req (10c*) | DB CPU µs/req (10c*) | bench CPU µs/req (10c*) | goals |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.target.name} | ${r.products} | ${r.one.p50} | ${r.one.p95} | ${r.one.p99} | ${r.one.rps} | ${r.ten.rps} | ${r.ten.p99} | ${r.ten.cpuMicrosPerRequest ?? "-"} | ${r.ten.dbCpuMicrosPerRequest ?? "-"} | ${r.ten.clientCpuMicrosPerRequest ?? "-"} | ${goals(r, rows)} |`,
    ),
  ].join("\n");
  const setup = `${serverUrl ? "PostgreSQL" : "PGlite"}, answer cache ${process.env.BENCH_CACHE_SECONDS ?? "default"} s`;
  console.log(
    `\n${seconds} s per run, ${setup}; 10c* is 10 connections unless a goal names another\n\n${table}\n`,
  );
  const bareRow = rows.find((r) => r.target.server === "bare");
  for (const row of rows.filter((r) => r.target.goal?.rpsVsBareRatio)) {
    if (!bareRow) continue;
    console.log(
      `API ratio: ${row.target.name} ${row.ten.cpuMicrosPerRequest} µs CPU and ${row.ten.rps} req/s vs bare Hono ` +
        `${bareRow.ten.cpuMicrosPerRequest} µs and ${bareRow.ten.rps} req/s at 10 connections = ` +
        `${apiRatio(row, bareRow).toFixed(2)}x (by CPU time; ${(row.ten.rps / bareRow.ten.rps).toFixed(2)}x by req/s)`,
    );
  }
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const file = path.join(
    root,
    "bench/results",
    `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(file, JSON.stringify({ seconds, setup, rows }, null, 2));
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
