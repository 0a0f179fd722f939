import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../../..");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");
const entry = path.join(root, "apps/server/src/api-main.ts");

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A store process of a test: the child and what it wrote to stderr. */
export interface StoreProcess {
  child: ChildProcess;
  stderr: string[];
}

/**
 * Starts the API-only store (api-main.ts) with `env` in its own process group, so a signal to the group
 * reaches tsx's node child too, and resolves once `${base}/api/ping` answers; the child's exit or three
 * minutes end the wait.
 */
export async function startStoreProcess(env: Record<string, string>, base: string): Promise<StoreProcess> {
  const child = spawn(process.execPath, [tsxCli, entry], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(String(chunk)));
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`a store process exited during start-up: ${stderr.join("")}`);
    try {
      if ((await fetch(`${base}/api/ping`)).ok) return { child, stderr };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid) process.kill(-child.pid, "SIGKILL");
  throw new Error("a store process did not answer /api/ping within 3 minutes");
}
