// The og:image of a member's signed post and script pages: their branded 1200x630 PNG.
// GET /share/post/{id}/image.png?s=… and GET /script/{id}/image.png?s=…. Public (crawlers fetch
// them without a session) but only through a valid signed link whose member still has the item;
// anything else is a 404.

import { LINK_SIZE } from "@realty/media/post-images/sizes";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { AppError } from "../../lib/errors.ts";
import { findPublishedScript } from "../../services/content/published-script.ts";
import { ensurePostImage, ensureScriptImage, loadPost } from "../../services/post-images/post-image-service.ts";
import { shareState } from "../../services/share/share-access.ts";
import { SHARE_PARAM, type ShareType, shareMinter } from "../../services/share/signing.ts";

const GONE = "Image not found";
/** The key changes with the brand and figures, but these URLs do not: keep shared caches short. */
const CACHE = "public, max-age=300";

/** The member whose valid, still-open link this is, or a 404. */
async function openMinter(c: Context<AppEnv>, type: ShareType, id: number, accessLevel: string): Promise<number> {
  const { db, config } = c.var.deps;
  const signature = c.req.query(SHARE_PARAM);
  const minterId = await shareMinter(config.appSecret, type, id, signature);
  if (minterId === null) throw new AppError("NOT_FOUND", GONE);
  const state = await shareState(db, config.appSecret, { type, id, accessLevel }, signature);
  if (state !== "open") throw new AppError("NOT_FOUND", GONE);
  return minterId;
}

export const postPageImageRoutes = new Hono<AppEnv>()
  .get("/share/post/:id{[0-9]{1,10}}/image.png", async (c) => {
    const id = Number(c.req.param("id"));
    const post = await loadPost(c.var.deps.db, id);
    if (!post) throw new AppError("NOT_FOUND", GONE);
    const minterId = await openMinter(c, "post", id, post.accessLevel);
    return serveMedia(c, await ensurePostImage(c.var.deps, minterId, post, LINK_SIZE), CACHE);
  })
  .get("/script/:id{[0-9]{1,10}}/image.png", async (c) => {
    const id = Number(c.req.param("id"));
    const script = await findPublishedScript(c.var.deps.db, id);
    if (!script) throw new AppError("NOT_FOUND", GONE);
    const minterId = await openMinter(c, "script", id, script.accessLevel);
    return serveMedia(c, await ensureScriptImage(c.var.deps, minterId, script, LINK_SIZE), CACHE);
  });
