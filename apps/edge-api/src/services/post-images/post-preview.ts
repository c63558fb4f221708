// The card-sized preview of a member's post image: the Posts tab shows each image at
// about 400 CSS px, so a 540 px WebP paints the tab's largest element from tens of KB instead of
// the ~260 KB PNG. Downloads and shares keep the full PNG.

import type { PostImageSize } from "@realty/media/post-images/sizes";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import { recordImageFile } from "./image-files.ts";
import { ensurePostImage, type PostImageDeps, type PostRow } from "./post-image-service.ts";

/** Half of the 1080 px feed image: sharp on a 2x screen at the card's ~270-400 CSS px. */
export const PREVIEW_WIDTH = 540;

/**
 * The media key of the preview of `userId`'s image of `post` at `size`, made from the full PNG
 * when missing. Its key is the full image's key with a suffix, so whatever re-renders the full
 * image (brand, figures, renderer version) also makes a new preview; the file is recorded under
 * its own slot, so the newer preview removes the older and account deletion removes both.
 */
export async function ensurePostPreview(
  deps: PostImageDeps,
  userId: number,
  post: PostRow,
  size: PostImageSize,
): Promise<string> {
  // The member's own card: blank figures show as marked blanks so they see what to fill in.
  const fullKey = await ensurePostImage(deps, userId, post, size, { draft: true });
  const key = fullKey.replace(/\.png$/, `-w${PREVIEW_WIDTH}.webp`);
  if (await deps.media.head(key)) return key;
  // Workers have no WebP encoder (no toWebpPreview): the card gets the full PNG, larger but the same picture.
  const toWebp = deps.postImages?.toWebpPreview;
  if (!toWebp) return fullKey;
  const png = await readMediaBytes(deps.media, fullKey);
  if (!png) return fullKey;
  await deps.media.put(key, await toWebp(png, PREVIEW_WIDTH), "image/webp");
  await recordImageFile(deps, userId, `post-images/${post.id}/${size.name}-preview`, key, deps.now());
  return key;
}
