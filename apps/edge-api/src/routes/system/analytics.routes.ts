import { analyticsInput } from "@realty/contracts/analytics";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { analyticsEvents } from "../../db/schema.ts";
import { valid } from "../../lib/validate.ts";

/** POST /api/analytics: page views, CTA clicks and client errors. The client ignores the answer. */
export const analyticsRoutes = new Hono<AppEnv>().post("/analytics", valid("json", analyticsInput), async (c) => {
  const { event, properties, data } = c.req.valid("json");
  await c.var.deps.db.insert(analyticsEvents).values({
    event,
    properties: properties ?? data ?? {},
    userId: c.var.user?.id ?? null,
    createdAt: c.var.deps.now(),
  });
  return c.body(null, 204);
});
