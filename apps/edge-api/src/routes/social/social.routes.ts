// The social hub's JSON API (part 2 §7): status, disconnect, post now, schedule, history, analytics.
import { disconnectInput, hubPostInput, hubScheduleInput } from "@realty/contracts/social";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { limitTokenUse } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { disconnect, socialStatus } from "../../services/social/connections.ts";
import { analytics, listPosts } from "../../services/social/history.ts";
import { icsFeed } from "../../services/social/ics.ts";
import { postNow, schedulePost } from "../../services/social/posts.ts";
import { connectRoutes } from "./connect.routes.ts";
import { CONNECTED_SCRIPT } from "./connect-pages.ts";
import { queueRoutes } from "./queue.routes.ts";

export const socialRoutes = new Hono<AppEnv>()
  .route("/", connectRoutes)
  // The connect tab's script (before the middleware below: it is public and cacheable).
  .get("/social/connected.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(CONNECTED_SCRIPT);
  })
  // The private calendar feed: its URL's secret is the key (no session in a calendar app).
  .get("/social/calendar/:file{[A-Za-z0-9_-]{20,64}\\.ics}", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    await limitTokenUse(c, "calendarFeed", token);
    const feed = await icsFeed(c.var.deps, token);
    c.header("Cache-Control", "private, no-store");
    if (!feed) throw new AppError("NOT_FOUND", "This calendar link was revoked or never existed.");
    c.header("Content-Type", "text/calendar; charset=utf-8");
    return c.body(feed);
  })
  // Signed-in members only, checked before any body is read; answers are private.
  .use("/social/*", async (c, next) => {
    requireUser(c);
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/social/status", async (c) => {
    const user = requireUser(c);
    return c.json(await socialStatus(c.var.deps, user.id));
  })
  .post("/social/disconnect", valid("json", disconnectInput), async (c) => {
    const user = requireUser(c);
    const { platform } = c.req.valid("json");
    const removed = await disconnect(c.var.deps, user.id, platform);
    return c.json({ success: true, disconnected: removed, status: await socialStatus(c.var.deps, user.id) });
  })
  .post("/social/post", valid("json", hubPostInput), async (c) => {
    const user = requireUser(c);
    return c.json(await postNow(c.var.deps, user.id, c.req.valid("json")));
  })
  .post("/social/schedule", valid("json", hubScheduleInput), async (c) => {
    const user = requireUser(c);
    const { scheduledFor, ...input } = c.req.valid("json");
    const { postId: _id, ...result } = await schedulePost(c.var.deps, user.id, input, scheduledFor);
    return c.json(result, 201);
  })
  .route("/", queueRoutes)
  .get("/social/posts", async (c) => {
    const user = requireUser(c);
    return c.json(await listPosts(c.var.deps, user.id));
  })
  .get("/social/analytics", async (c) => {
    const user = requireUser(c);
    return c.json(await analytics(c.var.deps, user.id));
  });
