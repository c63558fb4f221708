import { shareLinkQuery } from "@realty/contracts/content";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { scripts, videos } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished } from "../../services/content/access.ts";
import { signedSharePath } from "../../services/share/share-items.ts";
import { sharePath } from "../../services/share/signing.ts";
import { spendBudget } from "../payments/budget.ts";

/**
 * GET /api/share-links?type=script|video&id=N: the link a member shares. Signed, so it opens that
 * one item for anyone while the member keeps access to it; only a member who may open the item gets one.
 */
export const shareLinkRoutes = new Hono<AppEnv>().get("/share-links", valid("query", shareLinkQuery), async (c) => {
  const user = requireUser(c);
  // Each link is an HMAC the member can ask for at will: bound per member and per address.
  await spendBudget(c, "shareLink", { byUser: true });
  const { type, id } = c.req.valid("query");
  const { db, config } = c.var.deps;
  const table = type === "script" ? scripts : videos;
  const [row] = await db
    .select({ accessLevel: table.accessLevel, published: table.published })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  const audience = audienceFor(user);
  if (!row || (!row.published && !audienceSeesUnpublished(audience))) {
    throw new AppError("NOT_FOUND", type === "script" ? "Script not found" : "Video not found");
  }
  if (!audienceCanOpen(audience, row.accessLevel)) {
    // A public sample video is shared without a signature: anyone may watch it anyway.
    if (type === "video") {
      const [video] = await db.select({ publicSample: videos.publicSample }).from(videos).where(eq(videos.id, id));
      if (video?.publicSample) return c.json({ url: `${publicOrigin(c)}${sharePath("video", id)}` });
    }
    throw new AppError("FORBIDDEN", "Upgrade your plan to share this item.");
  }
  return c.json({ url: `${publicOrigin(c)}${await signedSharePath(config.appSecret, type, id, user.id)}` });
});
