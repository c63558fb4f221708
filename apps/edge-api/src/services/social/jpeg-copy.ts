// Instagram's content publishing takes feed images and carousel items as JPEG only, while post
// images are stored as PNG: a JPEG copy is made once beside the PNG (same size, same name but the
// extension) and recorded as the member's file, so deleting the account removes it with the PNG.
import type { PostImageSize } from "@realty/media/post-images/sizes";
import { eq } from "drizzle-orm";
import { postImageFiles } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { recordImageFile } from "../post-images/image-files.ts";
import type { ComposeDeps } from "./social-deps.ts";

const UNAVAILABLE = "Instagram images are made on the main server and are not ready yet. Please try again later.";

export async function jpegCopy(deps: ComposeDeps, userId: number, pngKey: string, size: PostImageSize): Promise<string> {
  const key = pngKey.replace(/\.png$/, ".jpg");
  if (key === pngKey) return pngKey;
  if (await deps.media.head(key)) return key;
  // Workers have no image encoder: they use copies the Node renderer stored, and say so otherwise.
  if (!deps.mediaWork) throw new AppError("UNAVAILABLE", UNAVAILABLE);
  const png = await deps.media.get(pngKey);
  if (!png) throw new AppError("UNAVAILABLE", UNAVAILABLE);
  const bytes = new Uint8Array(await new Response(png.body).arrayBuffer());
  const jpeg = await deps.mediaWork.fitImage({ bytes, maxSide: Math.max(size.width, size.height), format: "jpeg" });
  if (!jpeg) throw new AppError("UNAVAILABLE", UNAVAILABLE);
  await deps.media.put(key, jpeg, "image/jpeg");
  await recordImageFile(deps, userId, await jpegSlot(deps, pngKey, size), key, deps.now());
  return key;
}

/**
 * The copy replaces the copy of an older version of the same image, never another image's: its slot
 * is the PNG's own slot (a carousel's slides each have one) with ".jpg".
 */
async function jpegSlot(deps: ComposeDeps, pngKey: string, size: PostImageSize): Promise<string> {
  const [png] = await deps.db
    .select({ slot: postImageFiles.slot })
    .from(postImageFiles)
    .where(eq(postImageFiles.key, pngKey))
    .limit(1);
  if (png) return `${png.slot}.jpg`;
  return `${pngKey.slice(0, pngKey.lastIndexOf("/"))}/${size.name}.jpg`;
}
