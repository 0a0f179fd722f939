import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module owns its tables (ADR 023); the card gateway owns its own (ADR 028)
  schema: ["./apps/server/src/modules/*/*.tables.ts", "./apps/server/src/payments/*.tables.ts"],
  out: "./apps/server/src/db/migrations",
});
