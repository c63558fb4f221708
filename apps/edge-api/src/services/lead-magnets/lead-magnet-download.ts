// GET /api/scripts/:id/lead-magnet: the checklist or worksheet a script's call to action promises,
// as a PDF in the member's brand (a cover and up to three pages), in the script's language where
// that edition exists. Gated like the script itself: a member who cannot open
// the script cannot download what it promises.

import { LEAD_MAGNET_SLUGS, type LeadMagnetSlug } from "@realty/library/lead-magnets";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { isDecodableImage } from "../../lib/image-size.ts";
import type { ImageToPng } from "../../ports/image-convert.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { MediaWorkPort } from "../../ports/media-work.ts";
import { accountBrand, getBrandProfile } from "../brand/brand-profile.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import { findScript } from "../content/script-detail.ts";
import type { PhotoBytes, SheetBrand } from "./lead-magnet-brand.ts";
import { cachedLeadMagnet } from "./lead-magnet-cache.ts";
import { editionLanguage, leadMagnetSheetFor } from "./lead-magnet-texts.ts";
import type { SheetLanguage } from "./sheet-labels.ts";

/** Headshots are at most 1 MB (contracts' BRAND_PHOTO_MAX_BYTES); anything larger is not read. */
const PHOTO_MAX_BYTES = 2_000_000;
/** The footer shows the photo about an inch wide: 512 px is sharp in print and keeps the PDF small. */
const PHOTO_MAX_SIDE = 512;

export interface LeadMagnetDeps {
  db: Database;
  media: MediaPort;
  now: () => Date;
  /**
   * On Node, draws the PDF and converts a WebP headshot to PNG on worker threads with a time limit;
   * absent on Workers (the PDF is drawn in the request, WebP is left out).
   */
  mediaWork?: MediaWorkPort;
  /** The Worker's converter (Cloudflare Images) for a WebP headshot, where mediaWork is absent. */
  imageToPng?: ImageToPng;
}

export interface LeadMagnetFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The sheet's brand: the member's profile, or their account name and e-mail without one. */
async function sheetBrand(db: Database, user: User): Promise<{ brand: SheetBrand; photoKey: string | null }> {
  const profile = await getBrandProfile(db, user.id);
  if (profile) return { brand: profile, photoKey: profile.photoKey };
  return { brand: accountBrand(user, user.email), photoKey: null };
}

/** pdf-lib embeds JPEG and PNG; other photos (WebP) need the canvas to convert them. */
const embeddable = (key: string) => /\.(jpe?g|png)$/i.test(key);

/** The photo key the sheet will show, or null when this runtime cannot put it on a PDF. */
function shownPhotoKey(deps: LeadMagnetDeps, key: string | null): string | null {
  if (!key) return null;
  return embeddable(key) || deps.mediaWork || deps.imageToPng ? key : null;
}

async function readPhoto(deps: LeadMagnetDeps, key: string | null): Promise<PhotoBytes | null> {
  if (!key) return null;
  const object = await deps.media.get(key);
  if (!object) return null;
  if (object.size > PHOTO_MAX_BYTES) {
    await object.body.cancel();
    return null;
  }
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  // A photo over the bounds (one stored before they existed) is left out rather than decoded.
  if (!isDecodableImage(bytes)) return null;
  if (embeddable(key)) return { bytes, contentType: object.contentType };
  const png = deps.mediaWork
    ? await deps.mediaWork.fitImage({ bytes, maxSide: PHOTO_MAX_SIDE, format: "png" })
    : await deps.imageToPng?.(bytes, PHOTO_MAX_SIDE);
  if (png === undefined) return { bytes, contentType: object.contentType };
  return png ? { bytes: png, contentType: "image/png" } : null;
}

/** "first-time-buyer-checklist-jane-doe.pdf" (a Spanish edition "…-checklist-es-jane-doe.pdf"). */
export function leadMagnetFileName(slug: string, displayName: string, language: SheetLanguage = "en"): string {
  const who = displayName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug}${language === "en" ? "" : `-${language}`}${who ? `-${who}` : ""}.pdf`;
}

export async function leadMagnetDownload(deps: LeadMagnetDeps, user: User, scriptId: number): Promise<LeadMagnetFile> {
  const audience = audienceFor(user);
  const script = await findScript(deps.db, audience, scriptId);
  if (!audienceCanOpen(audience, script.accessLevel)) {
    throw new AppError("FORBIDDEN", "Upgrade your plan to download this script's checklist.");
  }
  const slug = LEAD_MAGNET_SLUGS.find((s): s is LeadMagnetSlug => s === script.leadMagnet);
  if (!slug) throw new AppError("NOT_FOUND", "This script has no checklist or worksheet to download.");
  // A Spanish script promises the guide in Spanish, where that edition exists.
  return memberLeadMagnetFile(deps, user, slug, editionLanguage(slug, script.language));
}

/**
 * The guide in this member's brand, drawn once per brand and kept (lead-magnet-cache.ts). Access is
 * the caller's to check: the member's own download and their landing page each ask first.
 */
export async function memberLeadMagnetFile(
  deps: LeadMagnetDeps,
  user: User,
  slug: LeadMagnetSlug,
  language: SheetLanguage = "en",
): Promise<LeadMagnetFile> {
  const sheet = await leadMagnetSheetFor(slug, language);
  const found = await sheetBrand(deps.db, user);
  const { brand } = found;
  const photoKey = shownPhotoKey(deps, found.photoKey);
  const bytes = await cachedLeadMagnet(deps, user.id, { sheet, brand, photoKey }, async () => {
    const photo = await readPhoto(deps, photoKey);
    if (deps.mediaWork) return deps.mediaWork.leadMagnetPdf({ sheet, brand, photo });
    // The PDF library loads with the first download, not with every Worker start (apps/edge-api/src/cli/deploy/build-worker.ts).
    const { renderLeadMagnetPdf } = await import("./lead-magnet-pdf.ts");
    return (await renderLeadMagnetPdf(sheet, brand, photo)).bytes;
  });
  return { bytes, fileName: leadMagnetFileName(sheet.slug, brand.displayName, sheet.language) };
}
