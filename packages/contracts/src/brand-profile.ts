// The member's brand profile: who the agent is on everything they share: share
// pages, video end cards, post images. One model; the server validates with these schemas and the
// member app's Brand tab uses the same ones, so every message lives here once.
import { z } from "zod";

/** US states, DC and the territories: where a real estate license is issued. */
export const LICENSE_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "PR",
  "GU",
  "VI",
  "AS",
  "MP",
] as const;
export type LicenseState = (typeof LICENSE_STATES)[number];

/** The product's own navy: what a profile shows until the member picks a color. */
export const DEFAULT_BRAND_COLOR = "#0b2545";

/** Headshot or logo: the browser scales it down before upload, so 1 MB is plenty. */
export const BRAND_PHOTO_MAX_BYTES = 1_000_000;
export const BRAND_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const BRAND_PHOTO_TOO_LARGE = "The photo must be 1 MB or smaller.";
export const BRAND_PHOTO_NOT_IMAGE = "Please upload a JPEG, PNG or WebP image.";
export const BRAND_PHOTO_MISSING = "Choose a photo or logo to upload.";

/** An optional text field: blank means "not given" (null), so a form can clear it. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v === "" ? null : v));

const PHONE = /^\+?[0-9\s().-]{7,25}$/;

export const brandProfileInput = z.object({
  displayName: z
    .string()
    .trim()
    .min(2, "Please enter the name you want clients to see (at least 2 characters).")
    .max(80, "The name can be at most 80 characters."),
  brokerage: optionalText(120, "The brokerage name can be at most 120 characters."),
  phone: optionalText(25, "Please enter a valid phone number.").refine(
    (v) => v === null || (PHONE.test(v) && v.replace(/\D/g, "").length >= 7),
    "Please enter a valid phone number, for example (555) 123-4567.",
  ),
  email: optionalText(254, "Please enter a valid email address.").refine(
    (v) => v === null || z.email().safeParse(v).success,
    "Please enter a valid email address.",
  ),
  licenseNumber: optionalText(40, "The license number can be at most 40 characters.").refine(
    (v) => v === null || /^[A-Za-z0-9][A-Za-z0-9 .#/-]*$/.test(v),
    "The license number may contain letters, digits, spaces and - . # / only.",
  ),
  licenseState: z
    .union([z.literal(""), z.null(), z.enum(LICENSE_STATES)], "Please choose the state that issued your license.")
    .transform((v) => (v === "" ? null : v)),
  equalHousing: z.boolean("Equal Housing must be on or off."),
  brandColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Please pick a color as a hex value such as #0b2545.")
    .transform((v) => v.toLowerCase()),
});

/** What the Brand form holds (blank strings for fields not given). */
export type BrandProfileForm = z.input<typeof brandProfileInput>;
/** What PUT /api/user/brand stores. */
export type BrandProfileInput = z.output<typeof brandProfileInput>;

/** GET /api/user/brand and getBrandProfile(db, userId): the stored profile. */
export interface BrandProfile {
  displayName: string;
  /** Media key of the headshot or logo (`brand/<userId>/<hash>.<ext>`), readable through the media port. */
  photoKey: string | null;
  /** Public path of the photo, or null. */
  photoUrl: string | null;
  brokerage: string | null;
  phone: string | null;
  email: string | null;
  licenseNumber: string | null;
  licenseState: LicenseState | null;
  /** The Equal Housing Opportunity mark; on unless the member turns it off. */
  equalHousing: boolean;
  /** #rrggbb */
  brandColor: string;
  updatedAt: string;
}

/** What a card, image or sheet shows of the member, photo aside. */
export type BrandFields = Pick<
  BrandProfile,
  "displayName" | "brokerage" | "phone" | "email" | "licenseNumber" | "licenseState" | "equalHousing" | "brandColor"
>;

/** The license line as printed on pages and cards: "Lic. #12345 (TX)". */
export function licenseLine(profile: Pick<BrandProfile, "licenseNumber" | "licenseState">): string | null {
  if (!profile.licenseNumber) return null;
  return profile.licenseState ? `Lic. #${profile.licenseNumber} (${profile.licenseState})` : `Lic. #${profile.licenseNumber}`;
}

/** Black or white text, whichever reads better on the brand color (WCAG relative luminance). */
export function textOnColor(hex: string): "#000000" | "#ffffff" {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with white is (1.05)/(L+0.05); with black (L+0.05)/0.05: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#000000";
}
