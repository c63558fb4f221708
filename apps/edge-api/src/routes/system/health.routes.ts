import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** GET /api/health: answers once the database is reachable (used by tests and load balancers). */
export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  await c.var.deps.db.run(sql`select 1`);
  c.header("Cache-Control", "no-store");
  return c.json({ ok: true });
});
