import { hash } from "@node-rs/argon2";
import { passwordHashOptions } from "@store/domain/password-policy";
import { eq, inArray } from "drizzle-orm";
import { addresses } from "../../modules/account/account.tables.ts";
import { users } from "../../modules/user/user.tables.ts";
import type { Db } from "../client.ts";
import { catalogueEpoch } from "./catalogue.seed.ts";
import { Random, seedFor } from "./random.ts";

/** The password of every demo account. */
export const demoPassword = "Demo-password-1";

const firstNames = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Isla",
  "Oliver",
  "Mia",
  "Thomas",
  "Ava",
  "James",
  "Grace",
  "Lucas",
  "Chloe",
  "Henry",
  "Zoe",
  "Liam",
  "Ruby",
  "Ethan",
  "Priya",
  "Wei",
  "Aroha",
  "Nikolai",
  "Fatima",
  "Mateo",
  "Sienna",
  "Hamish",
  "Leilani",
  "Ravi",
] as const;
const lastNames = [
  "Smith",
  "Nguyen",
  "Williams",
  "Brown",
  "Wilson",
  "Taylor",
  "Johnson",
  "White",
  "Martin",
  "Anderson",
  "Thompson",
  "Tran",
  "Walker",
  "Harris",
  "Lee",
  "Ryan",
  "Robinson",
  "Kelly",
  "King",
  "Patel",
  "Ngata",
  "Papadopoulos",
  "Rossi",
  "Chen",
  "O'Brien",
  "Murphy",
  "Singh",
  "Campbell",
  "Clarke",
  "Kaur",
] as const;

type UserRow = typeof users.$inferInsert;

/** The named demo accounts, one per case the store treats differently (README lists them). */
export const namedDemoAccounts = [
  "customer@example.com",
  "locked@example.com",
  "trade@example.com",
  "staff@example.com",
  "staff2@example.com",
  "admin@example.com",
] as const;

/**
 * The demo accounts without password hashes: a customer (with saved addresses), a locked customer, a
 * trade customer with an ABN, staff at two stores with salesperson codes, an administrator, and 20
 * generated customers. All have confirmed emails.
 */
export function demoUsers(storeIds: readonly number[]): Omit<UserRow, "passwordHash">[] {
  const created = (daysBefore: number) => new Date(catalogueEpoch.getTime() - daysBefore * 86_400_000);
  const account = (daysBefore: number) => ({
    createdAt: created(daysBefore),
    emailConfirmedAt: created(daysBefore),
  });
  const named: Omit<UserRow, "passwordHash">[] = [
    {
      email: "customer@example.com",
      firstName: "Casey",
      lastName: "Customer",
      phone: "0412345678",
      role: "customer",
      ...account(400),
    },
    {
      email: "locked@example.com",
      firstName: "Logan",
      lastName: "Locked",
      phone: "0411222333",
      role: "customer",
      locked: true,
      ...account(380),
    },
    {
      email: "trade@example.com",
      firstName: "Taylor",
      lastName: "Trade",
      phone: "0298765432",
      role: "customer",
      abn: "51824753556",
      ...account(360),
    },
    {
      email: "staff@example.com",
      firstName: "Sam",
      lastName: "Staff",
      phone: "0423456789",
      role: "staff",
      winningUserId: "WU-1001",
      salespersonCode: "SP01",
      storeId: storeIds[0] ?? null,
      ...account(700),
    },
    {
      email: "staff2@example.com",
      firstName: "Jordan",
      lastName: "Seller",
      phone: "0423111222",
      role: "staff",
      winningUserId: "WU-1002",
      salespersonCode: "SP02",
      storeId: storeIds[1] ?? storeIds[0] ?? null,
      ...account(650),
    },
    {
      email: "admin@example.com",
      firstName: "Alex",
      lastName: "Admin",
      phone: "0434567890",
      role: "admin",
      winningUserId: "WU-1000",
      ...account(730),
    },
  ];
  const r = new Random(seedFor("users"));
  const used = new Set(named.map((u) => u.email));
  for (let i = 0; named.length < namedDemoAccounts.length + 20; i++) {
    const firstName = r.pick(firstNames);
    const lastName = r.pick(lastNames);
    const email = `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase().replace(/'/g, "");
    if (used.has(email)) continue;
    used.add(email);
    named.push({
      email,
      firstName,
      lastName,
      phone: `04${r.int(10, 99)}${r.int(100, 999)}${r.int(100, 999)}`,
      role: "customer",
      ...account(r.int(1, 700)),
    });
  }
  return named;
}

/**
 * Inserts the demo accounts, all with the demo password hashed with the store's argon2id settings (one
 * hash for all: they share the published password anyway), and the demo customer's saved addresses.
 */
export async function seedUsers(db: Db, storeIds: readonly number[]): Promise<number> {
  const accounts = demoUsers(storeIds);
  const passwordHash = await hash(demoPassword, passwordHashOptions);
  await db.insert(users).values(accounts.map((account) => ({ ...account, passwordHash })));
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "customer@example.com"));
  if (customer)
    await db.insert(addresses).values([
      {
        userId: customer.id,
        streetAddress: "12 Example Street",
        suburb: "Richmond",
        state: "VIC",
        postcode: "3121",
        country: "AU",
      },
      {
        userId: customer.id,
        streetAddress: "4/88 Harbour Road",
        suburb: "Manly",
        state: "NSW",
        postcode: "2095",
        country: "AU",
      },
    ]);
  return accounts.length;
}

/** The demo accounts present in the database (their emails), for the production warning at start. */
export async function presentDemoAccounts(db: Db): Promise<string[]> {
  const emails = demoUsers([]).map((u) => u.email);
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.email);
}
