import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, migrateDatabase, openDatabase, schema } from "../db/client.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { refreshCatalogueDerivedData } from "../modules/product/product.read-model.ts";

/**
 * Seeding a test database takes seconds (18,500 localities, the catalogue, derived data); copying a
 * seeded one takes a fraction of that. Each catalogue size is seeded once, then every test file gets
 * its own copy, so tests stay independent: PGlite loads a dump of the data folder (`dumpDataDir` /
 * `loadDataDir`), PostgreSQL clones a template database (`CREATE DATABASE ... TEMPLATE`). Both are
 * keyed by `seedKey()`, so a change to the migrations or the seed seeds again.
 */

const serverSrc = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(serverSrc, "../../..");
const domainSrc = path.join(repoRoot, "packages/domain/src");
const cacheDir = path.join(repoRoot, "node_modules/.cache/store-test-databases");
/** Copies and templates of other keys older than this are removed when a new one is made. */
const keepOthersMs = 2 * 86_400_000;

/** Relative and @store/domain imports of a TypeScript file, as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    if (!spec) continue;
    if (spec.startsWith(".")) found.push(path.resolve(path.dirname(file), spec));
    else if (spec.startsWith("@store/domain/")) found.push(path.join(domainSrc, `${spec.slice(14)}.ts`));
  }
  return found.filter((f) => f.endsWith(".ts") && existsSync(f));
}

let memoKey: string | undefined;

/**
 * What the seeded data depends on: the migrations, every source file the seed and the database client
 * import (followed transitively), the PGlite version, and today's date (the seed dates cooking demos
 * from today, so a copy made yesterday would show them a day early).
 */
export function seedKey(): string {
  if (memoKey) return memoKey;
  const hash = createHash("sha256");
  const migrations = path.join(serverSrc, "db/migrations");
  for (const name of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(migrations, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  const seen = new Set<string>();
  const queue = [
    path.join(serverSrc, "db/seed/seed.ts"),
    path.join(serverSrc, "db/client.ts"),
    // The seed is handed the derived-data refresh (ADR 023): its code shapes the copies too
    path.join(serverSrc, "modules/product/product-derived.ts"),
  ];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  for (const file of [...seen].sort()) hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  const pglite = JSON.parse(
    readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglite.version).update(new Date().toISOString().slice(0, 10));
  memoKey = hash.digest("hex").slice(0, 12);
  return memoKey;
}

const seedOptions = (products: number) => ({
  products,
  demoAccounts: true,
  refreshDerived: refreshCatalogueDerivedData,
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `build` unless `done()` already holds, with a lock file so two test workers needing the same
 * copy seed it once: the other waits for it. A lock left by a process that died is taken over.
 */
async function once(lockFile: string, done: () => boolean, build: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (!done()) {
    let fd: number | undefined;
    try {
      fd = openSync(lockFile, "wx");
    } catch {
      const owner = Number(readFileSync(lockFile, { encoding: "utf8", flag: "a+" }));
      if (owner > 0 && !processAlive(owner)) rmSync(lockFile, { force: true });
      if (Date.now() > deadline) throw new Error(`waited 5 minutes for ${lockFile}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      if (!done()) await build();
    } finally {
      rmSync(lockFile, { force: true });
    }
  }
}

/** Removes cached dumps of other keys that are old enough not to belong to a run in progress. */
function pruneDumps(key: string): void {
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (!name.startsWith(key) && Date.now() - statSync(file).mtimeMs > keepOthersMs)
      rmSync(file, { force: true });
  }
}

/** An in-memory PGlite database holding the seeded demo store of `products` products, a copy of its own. */
export async function seededPglite(products: number): Promise<Database> {
  const key = seedKey();
  mkdirSync(cacheDir, { recursive: true });
  const dumpFile = path.join(cacheDir, `${key}-${products}.tar.gz`);
  await once(
    `${dumpFile}.lock`,
    () => existsSync(dumpFile),
    async () => {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const database = pgliteDatabase(client);
        await migrateDatabase(database);
        await seedDatabase(database.db, seedOptions(products));
        const dump = await client.dumpDataDir("gzip");
        // Written aside and renamed, so a reader never sees half a file.
        const partial = `${dumpFile}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, dumpFile);
      } finally {
        await client.close();
      }
      pruneDumps(key);
    },
  );
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(dumpFile)]),
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client);
}

/** The store's database over a PGlite client opened here (as db/client.ts opens one). */
function pgliteDatabase(client: PGlite): Database {
  return { db: drizzle(client, { schema }) as unknown as Db, kind: "pglite", close: () => client.close() };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, randomly named database on `serverUrl`'s server holding the seeded demo store of `products`
 * products (a clone of a template seeded once per key and size), and how to drop it.
 */
export async function seededPostgres(
  serverUrl: string,
  products: number,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `store_tpl_${seedKey()}_${products}`;
  await withClient(serverUrl, async (admin) => {
    // One builder per template across processes; the others wait here and then find it made.
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
    try {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (exists.rowCount) return;
      await pruneTemplates(admin);
      const building = `${template}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), dataDir: null });
      try {
        await migrateDatabase(database);
        await seedDatabase(database.db, seedOptions(products));
      } finally {
        await database.close();
      }
      // Renamed once complete, so no clone is taken of half a seed; made a template nobody connects to.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await admin.query(`COMMENT ON DATABASE ${template} IS '${Date.now()}'`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext($1))", [template]);
    }
  });
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Drops templates of other keys made long enough ago not to serve a run in progress. */
async function pruneTemplates(admin: pg.Client): Promise<void> {
  const key = seedKey();
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `SELECT d.datname AS name, shobj_description(d.oid, 'pg_database') AS made
       FROM pg_database d WHERE d.datname LIKE 'store\\_tpl\\_%'`,
  );
  for (const { name, made } of rows) {
    // A template still being built (`_partial`) belongs to a run in progress.
    if (name.startsWith(`store_tpl_${key}_`) || name.endsWith("_partial")) continue;
    if (Date.now() - Number(made ?? 0) < keepOthersMs) continue;
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
