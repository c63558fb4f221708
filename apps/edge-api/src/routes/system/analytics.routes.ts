import { analyticsInput } from "@realty/contracts/analytics";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { sha256Hex } from "../../lib/tokens.ts";
import { valid } from "../../lib/validate.ts";
import { clientAddress, TOO_MANY_ATTEMPTS } from "../../middleware/rate-limit.ts";
import { keepsReadCache } from "../../middleware/read-cache-effect.ts";
import { recordEvent } from "../../services/analytics/record-event.ts";
import { recordMilestone } from "../../services/start-here/milestones.ts";

/** The share widget reports these when a member sends an item's signed page (to a network or the clipboard). */
const SHARE_EVENTS: ReadonlySet<string> = new Set(["script_share", "video_share"]);

/**
 * POST /api/analytics: page views, CTA clicks and client errors. The client ignores the answer.
 * Limited per client address: the admin figures are counts of these rows, so a flood would forge
 * them. The limit is checked by the insert itself (record-event.ts): one statement per hit.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/analytics",
  // Inserts an event row; no cached read holds events ("new for you" is not cached).
  keepsReadCache,
  valid("json", analyticsInput),
  async (c) => {
    const { event, properties, data } = c.req.valid("json");
    const { db, now, config } = c.var.deps;
    const userId = c.var.user?.id ?? null;
    // Keyed with the app's secret: the stored key cannot be turned back into an address by guessing.
    const clientKey = (await sha256Hex(`${config.appSecret}:${clientAddress(c)}`)).slice(0, 32);
    const gate = { clientKey, ...config.rateLimits.analytics };
    const recorded = await recordEvent(db, { event, properties: properties ?? data ?? {}, userId }, now(), gate);
    if (!recorded) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
    // Analytics rows are cleared after a while; the checklist's sharing step must stay ticked.
    if (userId !== null && SHARE_EVENTS.has(event)) await recordMilestone(db, userId, "page_shared", now());
    return c.body(null, 204);
  },
);
