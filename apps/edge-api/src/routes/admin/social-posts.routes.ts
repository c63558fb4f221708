import { adminSocialPostInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { createSocialPost, deleteSocialPost, listSocialPosts, updateSocialPost } from "../../services/admin/social-posts.ts";
import { idParam } from "./admin-context.ts";

// Each write's audit row and catalogue bump are in the service's batch (services/admin/audited.ts).
export const adminSocialPostsRoutes = new Hono<AppEnv>()
  .get("/admin/social-posts", async (c) => c.json(await listSocialPosts(c.var.deps.db)))
  .post("/admin/social-posts", valid("json", adminSocialPostInput), async (c) => {
    const post = await createSocialPost(c.var.deps.db, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ post, message: "Social post created" }, 201);
  })
  .put("/admin/social-posts/:id", valid("param", idParam), valid("json", adminSocialPostInput), async (c) => {
    const { id } = c.req.valid("param");
    const post = await updateSocialPost(c.var.deps.db, id, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ post, message: "Social post updated" });
  })
  .delete("/admin/social-posts/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteSocialPost(c.var.deps.db, id, c.var.deps.now(), requireAdmin(c));
    return c.json({ success: true, message: "Social post deleted" });
  });
