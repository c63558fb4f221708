// The post page: a member's post as they see it, with their branded image. A post has no
// public teaser page: only a valid signed link whose member still has the post opens it.

import { LINK_SIZE } from "@realty/media/post-images/sizes";
import { loadPost } from "../post-images/post-image-service.ts";
import { shareState } from "./share-access.ts";
import { type SharePageItem, teaser } from "./share-items.ts";
import { SHARE_PARAM, sharePath } from "./signing.ts";

/** The link preview image of a signed post page: the member's branded 1200x630 PNG. */
export function postShareImagePath(id: number, signature: string): string {
  return `${sharePath("post", id)}/image.png?${SHARE_PARAM}=${encodeURIComponent(signature)}`;
}

export async function loadPostShare(
  db: Parameters<typeof loadPost>[0],
  secret: string,
  id: number,
  signature: string | undefined,
): Promise<SharePageItem | null> {
  const row = await loadPost(db, id);
  if (!row || !signature) return null;
  const state = await shareState(db, secret, { type: "post", id, accessLevel: row.accessLevel }, signature);
  if (state !== "open") return null;
  return {
    type: "post",
    id,
    title: row.title,
    // Blank lines between the caption's lines, so the page shows them as paragraphs.
    text: row.content.replace(/\n/g, "\n\n"),
    description: teaser(row.content, 200),
    unlocked: true,
    signed: true,
    imagePath: postShareImagePath(id, signature),
    imageSize: { width: LINK_SIZE.width, height: LINK_SIZE.height },
    selfPath: `${sharePath("post", id)}?${SHARE_PARAM}=${signature}`,
    tags: [],
  };
}
