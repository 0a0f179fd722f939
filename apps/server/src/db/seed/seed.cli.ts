import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { refreshCatalogueDerivedData } from "../../modules/product/product.read-model.ts";
import { migrateDatabase, openDatabase } from "../client.ts";
import { clearSeedData, seedDatabase, wantsDemoAccounts } from "./seed.ts";

/** Progress for the person running the command (a CLI, so plain lines, not JSON logs). */
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run seed -- --products 100000`: clears the demo data and seeds it again, on
 * DATABASE_URL when set, else on the PGlite folder DATA_DIR.
 */

const minimumProducts = 50;

/** The product count from `--products`, the config default, or an error message. */
function productCount(args: string[], fallback: number): number | string {
  let values: { products?: string };
  try {
    ({ values } = parseArgs({ args, options: { products: { type: "string", short: "p" } }, strict: true }));
  } catch (error) {
    return `${(error as Error).message}\nUsage: npm run seed -- --products <count>`;
  }
  if (values.products === undefined) return fallback;
  const text = values.products.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < minimumProducts) {
    return `--products must be a whole number of at least ${minimumProducts} (got '${values.products}')`;
  }
  return n;
}

/** Runs the reseed and reports each step and the total time. */
async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const products = productCount(process.argv.slice(2), config.SEED_PRODUCTS);
  if (typeof products === "string") {
    console.error(products);
    return 1;
  }

  const started = performance.now();
  const target = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`;
  say(`Seeding ${products} products into ${target}`);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
    await clearSeedData(database.db);
    say("Cleared the previous demo data");
    await seedDatabase(database.db, {
      products,
      demoAccounts: wantsDemoAccounts(config),
      log: (message) => say(`  ${message}`),
      refreshDerived: refreshCatalogueDerivedData,
    });
  } finally {
    await database.close();
  }
  say(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

process.exitCode = await main();
