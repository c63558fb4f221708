// GET /share/video/{id}, GET /script/{id} and GET /share/post/{id}: pages rendered by the server so a pasted link shows a
// rich preview (Open Graph, Twitter card). Mounted at the root, not under /api (ARCHITECTURE.md).
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { renderSharePage } from "../../http/share-page.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { rateLimitToken } from "../../middleware/rate-limit.ts";
import { recordEvent } from "../../services/analytics/record-event.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { loadShareAgent } from "../../services/share/share-agent.ts";
import { loadScriptShare, loadVideoShare, type SharePageItem } from "../../services/share/share-items.ts";
import { loadPostShare } from "../../services/share/share-post.ts";
import { SHARE_PARAM, type ShareType } from "../../services/share/signing.ts";

/** Link-preview fetchers are not visitors: their requests must not count as leads. */
const PREVIEW_BOTS = /bot|crawl|spider|facebookexternalhit|facebookcatalog|embedly|slack|whatsapp|telegram|discord|preview/i;

async function respond(c: Context<AppEnv>, type: ShareType, item: SharePageItem | null) {
  if (!item) return c.notFound();
  const { db, now, config } = c.var.deps;
  if (item.signed && c.req.method === "GET" && !PREVIEW_BOTS.test(c.req.header("user-agent") ?? "")) {
    const key = type === "script" ? "scriptId" : type === "video" ? "videoId" : "postId";
    await recordEvent(db, { event: "share_visit", properties: { type, id: item.id, [key]: item.id }, userId: null }, now());
  }
  const { platformName } = await getPlatformSettings(db);
  // A signed page is for the people it was sent to: shared caches must not keep it.
  c.header("Cache-Control", item.signed ? "private, no-cache" : "public, max-age=300");
  // Through a member's link the page is theirs: brand, customized script, lead form.
  const leadState = c.req.query("lead") === "sent" ? "sent" : "form";
  const page = await loadShareAgent(db, config.appSecret, item, c.req.query(SHARE_PARAM), leadState);
  return c.html(renderSharePage(page.item, publicOrigin(c), platformName, page.agent));
}

/** Only a signed link is limited: an unsigned page is public, and link-preview crawlers fetch it freely. */
const signatureLimit = rateLimitToken("shareSignature", (c) => c.req.query(SHARE_PARAM));

export const sharePageRoutes = new Hono<AppEnv>()
  .use("/share/*", signatureLimit)
  .use("/script/*", signatureLimit)
  .get("/share/video/:id{[0-9]{1,10}}", async (c) => {
    const { db, config } = c.var.deps;
    const item = await loadVideoShare(db, config.appSecret, Number(c.req.param("id")), c.req.query(SHARE_PARAM));
    return respond(c, "video", item);
  })
  .get("/script/:id{[0-9]{1,10}}", async (c) => {
    const { db, config } = c.var.deps;
    const item = await loadScriptShare(db, config.appSecret, Number(c.req.param("id")), c.req.query(SHARE_PARAM));
    return respond(c, "script", item);
  })
  .get("/share/post/:id{[0-9]{1,10}}", async (c) => {
    const { db, config } = c.var.deps;
    const item = await loadPostShare(db, config.appSecret, Number(c.req.param("id")), c.req.query(SHARE_PARAM));
    return respond(c, "post", item);
  });
