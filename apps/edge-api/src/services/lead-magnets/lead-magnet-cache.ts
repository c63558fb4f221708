// Lead-magnet PDFs kept in the media store per (magnet, brand fingerprint), like branded video
// downloads: a member's repeat download is a read, not a new PDF. Each file is recorded as the
// member's file for its magnet (post_image_files), so a changed brand removes the old sheet and
// deleting the account removes them all: no sheet with their name outlives them.
import { createHash } from "node:crypto";
import type { Database } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";
import { recordImageFile } from "../post-images/image-files.ts";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import type { LeadMagnetSheet } from "./lead-magnet-sheet.ts";

/** Raise when the sheet's layout changes, so every cached PDF is made again. */
export const LEAD_MAGNET_PDF_VERSION = 2;

export interface CacheDeps {
  db: Database;
  media: MediaPort;
  now: () => Date;
}

export interface SheetInputs {
  sheet: LeadMagnetSheet;
  brand: SheetBrand;
  /** The photo as it will appear: its media key (content-hashed), or null when left out. */
  photoKey: string | null;
}

/** Everything the PDF is drawn from, hashed: a different brand, photo or text gives a new file. */
export function leadMagnetHash(inputs: SheetInputs): string {
  const { sheet, brand: b, photoKey } = inputs;
  // Only what the sheet shows: a profile saved unchanged (a new updatedAt) keeps its file.
  const brand = [b.displayName, b.brokerage, b.phone, b.email, b.licenseNumber, b.licenseState, b.equalHousing, b.brandColor];
  return createHash("sha256")
    .update(JSON.stringify({ v: LEAD_MAGNET_PDF_VERSION, sheet, brand, photoKey }))
    .digest("hex")
    .slice(0, 16);
}

export const leadMagnetKey = (userId: number, slug: string, hash: string) => `lead-magnets/${userId}/${slug}-${hash}.pdf`;

/** The stored PDF, or a new one made by `make`, stored and recorded for the member. */
export async function cachedLeadMagnet(
  deps: CacheDeps,
  userId: number,
  inputs: SheetInputs,
  make: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const key = leadMagnetKey(userId, inputs.sheet.slug, leadMagnetHash(inputs));
  const stored = await deps.media.get(key);
  if (stored) return new Uint8Array(await new Response(stored.body).arrayBuffer());
  const bytes = await make();
  await deps.media.put(key, bytes, "application/pdf");
  // One slot per edition, so the English and the Spanish copy do not replace each other.
  const edition = inputs.sheet.language === "en" ? "" : `/${inputs.sheet.language}`;
  await recordImageFile(deps, userId, `lead-magnets/${inputs.sheet.slug}${edition}`, key, deps.now());
  return bytes;
}
