import { analyticsQuery, auditLogQuery } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { getAnalytics } from "../../services/admin/analytics.ts";
import { listAudit } from "../../services/admin/audit.ts";
import { getStats } from "../../services/admin/stats.ts";

/** Read-only admin views: the stat cards, the Analytics tab and the audit log. */
export const adminStatsRoutes = new Hono<AppEnv>()
  .get("/admin/stats", async (c) => c.json(await getStats(c.var.deps.db)))
  .get("/admin/analytics", valid("query", analyticsQuery), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getAnalytics(db, c.req.valid("query").days, now()));
  })
  .get("/admin/audit-log", valid("query", auditLogQuery), async (c) =>
    c.json(await listAudit(c.var.deps.db, c.req.valid("query"))),
  );
