import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { stores } from "../store/store.tables.ts";

/** A signed-in account's role (the anonymous visitor has no row). */
export const userRole = pgEnum("user_role", ["customer", "staff", "admin"]);

/** Customers, staff and administrators. Staff have a winningUserId and salespersonCode. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    role: userRole("role").notNull(),
    winningUserId: text("winning_user_id"),
    salespersonCode: text("salesperson_code"),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email), index("users_role_idx").on(t.role)],
);
