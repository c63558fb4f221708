// The headshot or logo: sniffed by its first bytes (never the name or declared type), its size
// read from the header and bounded before anything decodes it, re-encoded once to the size the
// product shows (so later PDFs, end cards and post images never decode a large image), stored
// through the media port under brand/<userId>/<hash>.<ext>, the previous file removed.
import {
  BRAND_PHOTO_MAX_BYTES,
  BRAND_PHOTO_NOT_IMAGE,
  BRAND_PHOTO_TOO_LARGE,
  type BrandProfile,
} from "@realty/contracts/brand-profile";
import { eq } from "drizzle-orm";
import { brandProfiles } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { assertImageWithinBounds } from "../../lib/image-size.ts";
import { sniffImage } from "../../lib/sniff.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { ImageFormat, MediaWorkPort } from "../../ports/media-work.ts";
import { getBrandProfile } from "./brand-profile.ts";

/** GIF is an image browsers show, but not a format a headshot or logo should arrive in. */
const ALLOWED = new Set(["image/jpeg", "image/png", "image/webp"]);

/** The largest a headshot is ever shown (share pages at 2x, end cards, post footers). */
export const BRAND_PHOTO_MAX_SIDE = 800;

const FORMAT_OF: Record<string, ImageFormat> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest).subarray(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Checks the bytes, the declared pixel size and answers the media type; throws a 413 or 415 a person can read. */
export function checkBrandPhoto(bytes: Uint8Array<ArrayBuffer>): { mime: string; extension: string } {
  if (bytes.byteLength > BRAND_PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", BRAND_PHOTO_TOO_LARGE);
  const type = sniffImage(bytes);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError("UNSUPPORTED_MEDIA", BRAND_PHOTO_NOT_IMAGE);
  assertImageWithinBounds(bytes);
  return type;
}

interface PhotoDeps {
  db: Database;
  media: MediaPort;
  now: () => Date;
  /** Re-encodes the photo off the request thread (Node); without it (Workers) the bounded original is kept. */
  mediaWork?: Pick<MediaWorkPort, "fitImage">;
}

/** The bytes to store: re-encoded at most BRAND_PHOTO_MAX_SIDE a side where this runtime can. */
async function storedPhotoBytes(deps: PhotoDeps, bytes: Uint8Array<ArrayBuffer>, mime: string): Promise<Uint8Array<ArrayBuffer>> {
  const format = FORMAT_OF[mime];
  if (!deps.mediaWork || !format) return bytes;
  const fitted = await deps.mediaWork.fitImage({ bytes, maxSide: BRAND_PHOTO_MAX_SIDE, format });
  // The header was fine but the picture would not decode: a damaged file, refused like a wrong type.
  if (!fitted) throw new AppError("UNSUPPORTED_MEDIA", BRAND_PHOTO_NOT_IMAGE);
  return new Uint8Array(fitted);
}

/**
 * Stores the photo and points the profile at it. A member who uploads before saving the form gets
 * a profile under their account name (with the defaults), so the photo is never lost.
 */
export async function setBrandPhoto(
  deps: PhotoDeps,
  user: { id: number; name: string },
  bytes: Uint8Array<ArrayBuffer>,
): Promise<BrandProfile> {
  const type = checkBrandPhoto(bytes);
  const stored = await storedPhotoBytes(deps, bytes, type.mime);
  const userId = user.id;
  const before = await getBrandProfile(deps.db, userId);
  const key = `brand/${userId}/${await contentHash(stored)}.${type.extension}`;
  await deps.media.put(key, stored, type.mime);
  const now = deps.now();
  await deps.db
    .insert(brandProfiles)
    .values({ userId, displayName: user.name, photoKey: key, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: brandProfiles.userId, set: { photoKey: key, updatedAt: now } });
  if (before?.photoKey && before.photoKey !== key) await deps.media.delete(before.photoKey);
  const after = await getBrandProfile(deps.db, userId);
  if (!after) throw new AppError("NOT_FOUND", "Brand profile not found");
  return after;
}

export async function removeBrandPhoto(deps: PhotoDeps, userId: number): Promise<BrandProfile | null> {
  const before = await getBrandProfile(deps.db, userId);
  if (!before?.photoKey) return before;
  await deps.db.update(brandProfiles).set({ photoKey: null, updatedAt: deps.now() }).where(eq(brandProfiles.userId, userId));
  await deps.media.delete(before.photoKey);
  return getBrandProfile(deps.db, userId);
}

/**
 * Removes the member's brand files. The rows go with the account by cascade; the account deletion
 * calls this so the photo does not outlive it.
 */
export async function deleteBrandMedia(deps: Pick<PhotoDeps, "db" | "media">, userId: number): Promise<void> {
  const profile = await getBrandProfile(deps.db, userId);
  if (profile?.photoKey) await deps.media.delete(profile.photoKey);
}
