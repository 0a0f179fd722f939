import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { stores } from "../store/store.tables.ts";

/** A signed-in account's role (the anonymous visitor has no row). */
export const userRole = pgEnum("user_role", ["customer", "staff", "admin"]);

/** Customers, staff and administrators. Staff have a winningUserId and salespersonCode. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** argon2id (ADR 025); null for an account made by social login alone. */
    passwordHash: text("password_hash"),
    /** When the address was confirmed through the mailed link; null until then. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    role: userRole("role").notNull(),
    winningUserId: text("winning_user_id"),
    salespersonCode: text("salesperson_code"),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    /** A locked customer cannot edit email, phone or billing address (checkout s.6). */
    locked: boolean("locked").notNull().default(false),
    /** A trade account's ABN (11 digits, checksum checked at registration). */
    abn: text("abn"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    index("users_role_idx").on(t.role),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_abn_check", sql`${t.abn} ~ '^[0-9]{11}$'`),
  ],
);
