import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module owns its tables (ADR 023)
  schema: "./apps/server/src/modules/*/*.tables.ts",
  out: "./apps/server/src/db/migrations",
});
