/**
 * npm run bench: builds the store, starts the production build on a freshly seeded database,
 * and measures each target at 1 connection (latency one shopper feels) and at 10 connections
 * (throughput the machine holds). Prints a table and writes JSON to bench/results/.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type BenchTarget, targets } from "./targets.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;

interface Run {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(target: BenchTarget, connections: number, duration: number): Promise<Run> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${target.path}`,
        method: target.method ?? "GET",
        headers: { host: `${target.brand ?? "aol"}.localhost:${port}` },
        connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ping`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the store did not start within 180 s");
}

async function main(): Promise<void> {
  const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
  const dataDir = path.join(tmpdir(), `appliance-store-bench-${products}`);
  console.log(`building the store...`);
  execSync("npm run build", { cwd: root, stdio: "ignore" });
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`starting it on a fresh database (${products} products)...`);
  const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_PRODUCTS: String(products),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(child);
    const rows: { target: BenchTarget; one: Run; ten: Run }[] = [];
    for (const target of targets.filter((t) => !only || t.name.includes(only))) {
      await measure(target, 1, 2); // warm-up: JIT, caches, connection pools
      const one = await measure(target, 1, seconds);
      const ten = await measure(target, 10, seconds);
      rows.push({ target, one, ten });
      console.log(`measured ${target.name}`);
    }
    const bare = rows.find((r) => r.target.path === "/api/ping");
    const lines = rows.map(({ target, one, ten }) => {
      const checks: string[] = [];
      if (target.goal?.p95Ms)
        checks.push(`p95<${target.goal.p95Ms}ms ${one.p95 < target.goal.p95Ms ? "ok" : "MISSED"}`);
      if (target.goal?.rps10)
        checks.push(`>=${target.goal.rps10}rps ${ten.rps >= target.goal.rps10 ? "ok" : "MISSED"}`);
      if (target.goal?.rpsVsBareRatio && bare) {
        const ratio = ten.rps / bare.ten.rps;
        checks.push(
          `${Math.round(ratio * 100)}% of bare ${ratio >= target.goal.rpsVsBareRatio ? "ok" : "MISSED"}`,
        );
      }
      if (one.errors + ten.errors + one.non2xx + ten.non2xx > 0) checks.push("ERRORS/non-2xx");
      return `| ${target.name} | ${one.p50} | ${one.p95} | ${one.p99} | ${one.rps} | ${ten.rps} | ${ten.p99} | ${checks.join(", ")} |`;
    });
    const table = [
      `| target | p50 ms (1c) | p95 ms (1c) | p99 ms (1c) | req/s (1c) | req/s (10c) | p99 ms (10c) | goals |`,
      `| --- | --- | --- | --- | --- | --- | --- | --- |`,
      ...lines,
    ].join("\n");
    console.log(`\n${products} products, ${seconds} s per run\n\n${table}\n`);
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    const file = path.join(
      root,
      "bench/results",
      `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(file, JSON.stringify({ products, seconds, rows }, null, 2));
    console.log(`written to ${path.relative(root, file)}`);
  } finally {
    child.kill("SIGTERM");
  }
}

await main();
