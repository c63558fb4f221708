import { adminSocialPostInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { changedFields } from "../../services/admin/audit.ts";
import { createSocialPost, deleteSocialPost, listSocialPosts, updateSocialPost } from "../../services/admin/social-posts.ts";
import { audit, catalogueChanged, idParam } from "./admin-context.ts";

export const adminSocialPostsRoutes = new Hono<AppEnv>()
  .get("/admin/social-posts", async (c) => c.json(await listSocialPosts(c.var.deps.db)))
  .post("/admin/social-posts", valid("json", adminSocialPostInput), async (c) => {
    const post = await createSocialPost(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await catalogueChanged(c);
    await audit(c, {
      action: "social_post.create",
      targetType: "social_post",
      targetId: post.id,
      details: { title: post.title },
    });
    return c.json({ post, message: "Social post created" }, 201);
  })
  .put("/admin/social-posts/:id", valid("param", idParam), valid("json", adminSocialPostInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { before, after } = await updateSocialPost(c.var.deps.db, id, input, c.var.deps.now());
    await catalogueChanged(c);
    await audit(c, {
      action: "social_post.update",
      targetType: "social_post",
      targetId: id,
      details: changedFields(before, input),
    });
    return c.json({ post: after, message: "Social post updated" });
  })
  .delete("/admin/social-posts/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await deleteSocialPost(c.var.deps.db, id);
    await catalogueChanged(c);
    await audit(c, { action: "social_post.delete", targetType: "social_post", targetId: id, details: { title: row.title } });
    return c.json({ success: true, message: "Social post deleted" });
  });
