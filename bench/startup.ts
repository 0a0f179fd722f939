/**
 * `npm run bench:startup` (ADR 022): start-up time and memory of the store run from TypeScript through
 * tsx against the built server (apps/server/dist), on one seeded embedded database. For each way and
 * each of BENCH_STARTS starts (default 5): milliseconds from spawn to the first 200 of /api/ping and of
 * the home page, then the resident memory of the process tree after 200 page renders and 500 API calls.
 *   BENCH_PORT=3300   port of the store      SSR_THREADS (as the store reads it) render threads
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stopBenchProcess } from "./bench-store.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const starts = Number(process.env.BENCH_STARTS ?? 5);
const dataDir = path.join(tmpdir(), `appliance-store-startup-${port}`);
const base = `http://127.0.0.1:${port}`;

const ways: Record<string, string[]> = {
  "tsx (npm run serve before ADR 022)": [
    path.join(root, "node_modules/tsx/dist/cli.mjs"),
    "apps/server/src/main.ts",
  ],
  "built (node apps/server/dist/main.js)": ["apps/server/dist/main.js"],
};

function start(args: string[]): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Milliseconds until `pathname` first answers 200 (asked every 10 ms). */
async function firstOk(pathname: string, since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${pathname}`)).status === 200) return Math.round(performance.now() - since);
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Resident memory (MB) of a process and every process below it. */
function treeRssMb(pid: number): number {
  const rows = execSync("ps -e -o pid=,ppid=,rss=", { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, parent] of rows)
      if (inTree.has(parent) && !inTree.has(p)) {
        inTree.add(p);
        grew = true;
      }
  }
  return Math.round(rows.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  console.log("building the web app and the server...");
  if (!process.env.BENCH_NO_BUILD) execSync("npm run build", { cwd: root, stdio: "ignore" });
  rmSync(dataDir, { recursive: true, force: true });
  // The first start seeds the database; every measured start reopens it.
  const seeding = start(ways["built (node apps/server/dist/main.js)"] ?? []);
  await firstOk("/api/ping", performance.now(), seeding);
  await stopBenchProcess(seeding);
  const figures = Object.fromEntries(
    Object.keys(ways).map((name) => [
      name,
      { api: [] as number[], page: [] as number[], rss: [] as number[] },
    ]),
  );
  // The ways take turns, so a change in the machine's load falls on both alike.
  for (let i = 0; i < starts; i++) {
    for (const [name, args] of Object.entries(ways)) {
      const measured = figures[name];
      if (!measured) continue;
      const since = performance.now();
      const child = start(args);
      measured.api.push(await firstOk("/api/ping", since, child));
      measured.page.push(await firstOk("/", since, child));
      for (let n = 0; n < 200; n++) await (await fetch(`${base}/`)).arrayBuffer();
      for (let n = 0; n < 500; n++) await (await fetch(`${base}/api/settings`)).arrayBuffer();
      measured.rss.push(treeRssMb(child.pid ?? 0));
      await stopBenchProcess(child);
    }
    console.log(`  round ${i + 1} of ${starts}`);
  }
  const rows = Object.entries(figures).map(
    ([name, { api, page, rss }]) =>
      `| ${name} | ${median(api)} | ${median(page)} | ${median(rss)} | ${api.join(", ")} |`,
  );
  const threads = process.env.SSR_THREADS ?? "auto";
  console.log(`\n${starts} starts each, SSR_THREADS=${threads}, medians\n`);
  console.log(
    "| way | first 200 /api/ping ms | first 200 / ms | RSS MB after 700 requests | every start's /api/ping ms |",
  );
  console.log("| --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
  const version = JSON.parse(readFileSync(path.join(root, "node_modules/tsx/package.json"), "utf8")).version;
  console.log(`\nNode ${process.version}, tsx ${version}`);
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
