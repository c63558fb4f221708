// The member's brand profile: read by share pages, video end cards and post images,
// written from the Brand tab in /account. One row per member, deleted with the account (cascade).
import { createHash } from "node:crypto";
import {
  type BrandFields,
  type BrandProfile,
  type BrandProfileInput,
  DEFAULT_BRAND_COLOR,
} from "@realty/contracts/brand-profile";
import { eq } from "drizzle-orm";
import { brandProfiles } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

type BrandRow = typeof brandProfiles.$inferSelect;

/** Where the photo is served: public, because it heads the member's public pages. */
export function brandPhotoUrl(photoKey: string): string {
  return `/api/brand/photos/${photoKey.slice("brand/".length)}`;
}

function present(row: BrandRow): BrandProfile {
  return {
    displayName: row.displayName,
    photoKey: row.photoKey,
    photoUrl: row.photoKey ? brandPhotoUrl(row.photoKey) : null,
    brokerage: row.brokerage,
    phone: row.phone,
    email: row.email,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    equalHousing: row.equalHousing,
    brandColor: row.brandColor,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBrandProfile(db: Database, userId: number): Promise<BrandProfile | null> {
  const [row] = await db.select().from(brandProfiles).where(eq(brandProfiles.userId, userId)).limit(1);
  return row ? present(row) : null;
}

/**
 * What a member shows before they fill in the Brand tab: their account name on the product's navy.
 * `email` is the address to show, or null: what the member hands out themselves (the end card, the
 * lead-magnet sheet) shows the account's e-mail, and uses it as the name when there is none; public
 * pages and post images do not show it unasked.
 */
export function accountBrand(name: { firstName: string; lastName: string }, email: string | null): BrandFields {
  const fullName = `${name.firstName} ${name.lastName}`.trim();
  return {
    displayName: email === null ? fullName : fullName || email,
    brokerage: null,
    phone: null,
    email,
    licenseNumber: null,
    licenseState: null,
    equalHousing: true,
    brandColor: DEFAULT_BRAND_COLOR,
  };
}

/** Creates or replaces the profile's fields; the photo is set by its own upload. */
export async function saveBrandProfile(db: Database, userId: number, input: BrandProfileInput, now: Date): Promise<BrandProfile> {
  const [row] = await db
    .insert(brandProfiles)
    .values({ userId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: brandProfiles.userId, set: { ...input, updatedAt: now } })
    .returning();
  if (!row) throw new Error("brand profile upsert returned no row");
  return present(row);
}

/**
 * A short, stable fingerprint of everything a rendered card shows, for caching renders per profile
 * (end cards, post images). The update time is left out: saving unchanged values keeps the cache.
 */
export function brandProfileHash(profile: BrandProfile): string {
  const shown = [
    profile.displayName,
    profile.photoKey,
    profile.brokerage,
    profile.phone,
    profile.email,
    profile.licenseNumber,
    profile.licenseState,
    profile.equalHousing,
    profile.brandColor,
  ];
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 16);
}
