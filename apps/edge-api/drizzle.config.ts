import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./apps/edge-api/src/db/schema.ts",
  out: "./apps/edge-api/migrations",
});
