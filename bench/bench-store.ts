import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Starts the production build on a fresh demo database of its own (`name` keeps two tools apart) and
 * resolves once it answers; stop it with `stopBenchStore`.
 */
export async function startBenchStore(name: string, port: number): Promise<ChildProcess> {
  const dataDir = path.join(tmpdir(), `appliance-store-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
    // Its own process group, so stopping it stops every process it started.
    detached: true,
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopBenchStore(child);
  throw new Error("the store did not start");
}

/** Stops a store startBenchStore started, and every process it started. */
export function stopBenchStore(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}
