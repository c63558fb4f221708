// The social hub's JSON API (part 2 §7): status, disconnect, post now, schedule, history, analytics.
import { disconnectInput, hubPostInput, hubScheduleInput } from "@realty/contracts/social";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { disconnect, socialStatus } from "../../services/social/connections.ts";
import { analytics, listPosts } from "../../services/social/history.ts";
import { postNow, schedulePost } from "../../services/social/posts.ts";
import { connectRoutes } from "./connect.routes.ts";
import { CONNECTED_SCRIPT } from "./connect-pages.ts";

export const socialRoutes = new Hono<AppEnv>()
  .route("/", connectRoutes)
  // The connect tab's script (before the middleware below: it is public and cacheable).
  .get("/social/connected.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(CONNECTED_SCRIPT);
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
    const { content, platforms, libraryVideoId } = c.req.valid("json");
    return c.json(await postNow(c.var.deps, user.id, content, platforms, libraryVideoId ?? null));
  })
  .post("/social/schedule", valid("json", hubScheduleInput), async (c) => {
    const user = requireUser(c);
    const { content, platforms, scheduledFor, libraryVideoId } = c.req.valid("json");
    return c.json(await schedulePost(c.var.deps, user.id, content, platforms, scheduledFor, libraryVideoId ?? null), 201);
  })
  .get("/social/posts", async (c) => {
    const user = requireUser(c);
    return c.json(await listPosts(c.var.deps, user.id));
  })
  .get("/social/analytics", async (c) => {
    const user = requireUser(c);
    return c.json(await analytics(c.var.deps, user.id));
  });
