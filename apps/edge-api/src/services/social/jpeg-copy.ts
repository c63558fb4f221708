// Instagram's content publishing takes feed images and carousel items as JPEG only, while post
// images are stored as PNG: a JPEG copy is made once beside the PNG (same size, same name but the
// extension) and recorded as the member's file, so deleting the account removes it with the PNG.
import type { PostImageSize } from "@realty/media/post-images/sizes";
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
  const folder = key.slice(0, key.lastIndexOf("/"));
  await recordImageFile(deps, userId, `${folder}/${size.name}.jpg`, key, deps.now());
  return key;
}
