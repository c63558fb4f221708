import type { ShareLinkQuery } from "@realty/contracts/content";
import { eq } from "drizzle-orm";
import { scripts, videos } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished } from "../content/access.ts";
import { signedSharePath } from "./share-items.ts";
import { sharePath } from "./signing.ts";

/**
 * The path of the link a member shares: signed, so it opens that one item for anyone while the
 * member keeps access to it. Only a member who may open the item gets one (else FORBIDDEN); a
 * public sample video is shared unsigned, since anyone may watch it anyway.
 */
export async function shareLinkPath(db: Database, secret: string, user: User, item: ShareLinkQuery): Promise<string> {
  const { type, id } = item;
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
    if (type === "video") {
      const [video] = await db.select({ publicSample: videos.publicSample }).from(videos).where(eq(videos.id, id));
      if (video?.publicSample) return sharePath("video", id);
    }
    throw new AppError("FORBIDDEN", "Upgrade your plan to share this item.");
  }
  return signedSharePath(secret, type, id, user.id);
}
