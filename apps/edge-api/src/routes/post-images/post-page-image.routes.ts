// GET /share/post/{id}/image.png?s=…: the og:image of a member's post page, their branded 1200x630
// PNG. Public (crawlers fetch it without a session) but only through a valid signed link whose
// member still has the post; anything else is a 404.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { ensurePostImage, loadPost, POST_NOT_FOUND } from "../../post-images/post-image-service.ts";
import { LINK_SIZE } from "../../post-images/sizes.ts";
import { shareState } from "../../services/share/share-access.ts";
import { SHARE_PARAM, shareMinter } from "../../services/share/signing.ts";
import { serveMedia } from "../content/serve-media.ts";

export const postPageImageRoutes = new Hono<AppEnv>().get("/share/post/:id{[0-9]{1,10}}/image.png", async (c) => {
  const { db, config } = c.var.deps;
  const id = Number(c.req.param("id"));
  const signature = c.req.query(SHARE_PARAM);
  const post = await loadPost(db, id);
  const minterId = post ? await shareMinter(config.appSecret, "post", id, signature) : null;
  if (!post || minterId === null) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  const state = await shareState(db, config.appSecret, { type: "post", id, accessLevel: post.accessLevel }, signature);
  if (state !== "open") throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  const key = await ensurePostImage(c.var.deps, minterId, post, LINK_SIZE);
  // The key changes with the brand and figures, but this URL does not: keep shared caches short.
  return serveMedia(c, key, "public, max-age=300");
});
