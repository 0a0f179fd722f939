import { type Algorithm, hash } from "@node-rs/argon2";
import { inArray } from "drizzle-orm";
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

// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read at runtime;
// 2 is its Argon2id member (also the library default), named here so the choice is explicit.
const argon2id: Algorithm = 2;

/** The demo accounts without password hashes: three named roles and 20 generated customers. */
export function demoUsers(firstStoreId: number | null): Omit<UserRow, "passwordHash">[] {
  const created = (daysBefore: number) => new Date(catalogueEpoch.getTime() - daysBefore * 86_400_000);
  const named: Omit<UserRow, "passwordHash">[] = [
    {
      email: "customer@example.com",
      firstName: "Casey",
      lastName: "Customer",
      phone: "0412 345 678",
      role: "customer",
      createdAt: created(400),
    },
    {
      email: "staff@example.com",
      firstName: "Sam",
      lastName: "Staff",
      phone: "0423 456 789",
      role: "staff",
      winningUserId: "WU-1001",
      salespersonCode: "SP01",
      storeId: firstStoreId,
      createdAt: created(700),
    },
    {
      email: "admin@example.com",
      firstName: "Alex",
      lastName: "Admin",
      phone: "0434 567 890",
      role: "admin",
      createdAt: created(730),
    },
  ];
  const r = new Random(seedFor("users"));
  const used = new Set(named.map((u) => u.email));
  for (let i = 0; named.length < 23; i++) {
    const firstName = r.pick(firstNames);
    const lastName = r.pick(lastNames);
    const email = `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase().replace(/'/g, "");
    if (used.has(email)) continue;
    used.add(email);
    named.push({
      email,
      firstName,
      lastName,
      phone: `04${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)}`,
      role: "customer",
      createdAt: created(r.int(1, 700)),
    });
  }
  return named;
}

/** Inserts the demo accounts, all with the demo password hashed with argon2id. */
export async function seedUsers(db: Db, firstStoreId: number | null): Promise<number> {
  const accounts = demoUsers(firstStoreId);
  // Each account gets its own salt; the native hasher runs these on the libuv pool in parallel.
  const hashes = await Promise.all(accounts.map(() => hash(demoPassword, { algorithm: argon2id })));
  await db
    .insert(users)
    .values(accounts.map((account, i) => ({ ...account, passwordHash: hashes[i] ?? "" })));
  return accounts.length;
}

/** The demo accounts present in the database (their emails), for the production warning at start. */
export async function presentDemoAccounts(db: Db): Promise<string[]> {
  const emails = demoUsers(null).map((u) => u.email);
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.email);
}
