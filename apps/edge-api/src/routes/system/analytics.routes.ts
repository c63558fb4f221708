import { analyticsInput } from "@realty/contracts/analytics";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { keepsReadCache } from "../../middleware/read-cache-effect.ts";
import { recordEvent } from "../../services/analytics/record-event.ts";

/**
 * POST /api/analytics: page views, CTA clicks and client errors. The client ignores the answer.
 * Limited per client address: the admin figures are counts of these rows, so a flood would forge them.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/analytics",
  // Inserts an event row; no cached read holds events ("new for you" is not cached).
  keepsReadCache,
  rateLimit("analytics"),
  valid("json", analyticsInput),
  async (c) => {
    const { event, properties, data } = c.req.valid("json");
    const userId = c.var.user?.id ?? null;
    await recordEvent(c.var.deps.db, { event, properties: properties ?? data ?? {}, userId }, c.var.deps.now());
    return c.body(null, 204);
  },
);
