import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** How a bench tool starts the store beyond the defaults. */
export interface BenchStoreOptions {
  /** Node's flags before the script (a CPU profile, say). */
  nodeFlags?: string[];
  /** Environment beyond the production demo's (a seed size, a database URL). */
  env?: Record<string, string>;
}

/**
 * Starts the production build (`apps/server/dist/main.js`, as `npm run serve` runs it) on a fresh demo
 * database of its own (`name` keeps two tools or checkouts apart) and resolves once it answers; stop it
 * with `stopBenchProcess`.
 */
export async function startBenchStore(
  name: string,
  port: number,
  options: BenchStoreOptions = {},
): Promise<ChildProcess> {
  const dataDir = path.join(tmpdir(), `appliance-store-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  return startBenchProcess([...(options.nodeFlags ?? []), "apps/server/dist/main.js"], port, {
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    // As `npm start` runs the demo: payments go to the sandboxes (ADR 029)
    PAYMENT_SANDBOX: "true",
    LOG_LEVEL: "warn",
    ...options.env,
  });
}

/**
 * Starts a Node script that serves `/api/ping` on `port` (the store, or the bench's bare route) in its own
 * process group and resolves once it answers; a large seed can take minutes, so it waits up to ten.
 */
export async function startBenchProcess(
  args: string[],
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    // Its own process group, so stopping it stops every process it started.
    detached: true,
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopBenchProcess(child);
  throw new Error(`${args.at(-1)} did not answer within 10 minutes`);
}

/** Stops a process startBenchProcess or startBenchStore started, and every process it started. */
export async function stopBenchProcess(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}
