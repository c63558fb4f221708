// Request bodies and answers of the admin API (part 2 §3, §5, §7) with the spec's messages.
// The server validates with these and the admin dashboard's forms use the same schemas.
import {
  PLATFORMS,
  type PostPlatform,
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_URGENCIES,
  type ScriptAdminCategory,
  type ScriptCategory,
  type ScriptUrgency,
  VIDEO_EDIT_CATEGORIES,
  VIDEO_UPLOAD_CATEGORIES,
} from "@realty/library/taxonomy";
import { ACCESS_LEVELS, PAID_TIERS } from "@realty/plans";
import { z } from "zod";

export * from "./admin-constants.ts";

const email = z.string("Invalid email address").trim().toLowerCase().email("Invalid email address").max(254);
const firstName = z.string("First name is required").trim().min(1, "First name is required").max(80);
const lastName = z.string().trim().max(80).default("");
const adminPassword = z
  .string("Password must be at least 6 characters")
  .min(6, "Password must be at least 6 characters")
  .max(200);
const paidTier = z.enum(PAID_TIERS, { message: "Choose an access level" });
const required = (label: string, max: number) => z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max);

// Users ------------------------------------------------------------------------------------------

export const adminCreateUserInput = z.object({
  firstName,
  lastName,
  email,
  password: adminPassword,
  accessLevel: z.enum(ACCESS_LEVELS, { message: "Choose an access level" }).default("none"),
});

/** The dialog's create mode asks for the password twice. */
export const adminCreateUserForm = adminCreateUserInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const adminUpdateUserInput = z.object({ firstName, lastName, email });

export const adminSetPasswordInput = z.object({ newPassword: adminPassword });

/** The dialog's Security tab: the confirmation never leaves the browser. */
export const adminPasswordForm = adminSetPasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const adminSetAccessLevelInput = z.object({
  accessLevel: z.enum(ACCESS_LEVELS, { message: "Choose an access level" }),
});

export type AdminCreateUserInput = z.input<typeof adminCreateUserInput>;
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserInput>;

// Scripts ----------------------------------------------------------------------------------------

export const adminScriptInput = z.object({
  title: required("Title", 200),
  content: required("Content", 10_000),
  category: z.enum(SCRIPT_CATEGORIES, { message: "Choose a category" }).default("buyer"),
  adminCategory: z.enum(SCRIPT_ADMIN_CATEGORIES, { message: "Choose a list category" }).default("leads_today"),
  urgency: z.enum(SCRIPT_URGENCIES, { message: "Choose an urgency" }).default("medium"),
  accessLevel: paidTier.default("momentum"),
});
export type AdminScriptInput = z.input<typeof adminScriptInput>;

// Videos -----------------------------------------------------------------------------------------

export { VIDEO_EDIT_CATEGORIES, VIDEO_UPLOAD_CATEGORIES };

/** Largest upload request (video, thumbnail and fields together): the form's "max 100MB". */
export const MAX_VIDEO_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** Multipart fields arrive as strings: a checkbox sends "true"/"on", an absent one nothing. */
const formBoolean = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");

export const adminVideoFields = z.object({
  title: required("Title", 200),
  description: required("Description", 2000),
  category: z.string().trim().min(1, "Choose a category").max(80).default(VIDEO_UPLOAD_CATEGORIES[0]),
  isPopular: formBoolean,
  accessLevel: paidTier.default("domination"),
  quarter: z.coerce.number().int().min(1, "Quarter is 1 to 4").max(4, "Quarter is 1 to 4").default(1),
  /** An existing media path (/media/...) to reuse as the thumbnail when no file is sent. */
  thumbnailUrl: z.string().trim().max(500).optional(),
});
export type AdminVideoFields = z.input<typeof adminVideoFields>;

/** PUT /api/admin/videos/{id}: access level and quarter stay as they are unless sent. */
export const adminVideoUpdateFields = adminVideoFields.extend({
  accessLevel: z.enum(PAID_TIERS, { message: "Choose an access level" }).optional(),
  quarter: z.coerce.number().int().min(1, "Quarter is 1 to 4").max(4, "Quarter is 1 to 4").optional(),
});

// Social posts -----------------------------------------------------------------------------------

export const adminSocialPostInput = z.object({
  title: required("Title", 200),
  content: required("Content", 5000),
  imageUrl: required("Image URL", 500).refine(
    (v) => /^(https?:\/\/|\/|@assets\/)/.test(v),
    "Image URL must start with https://, / or @assets/",
  ),
  accessLevel: paidTier.default("sampler"),
  category: z.string().trim().min(1).max(80).default("Market Update"),
  platform: z.enum(PLATFORMS).default("facebook"),
});
export type AdminSocialPostInput = z.input<typeof adminSocialPostInput>;

// Discount codes ---------------------------------------------------------------------------------

/**
 * A whole number from 0 to 100, or a 400 naming the field. The spec's form turns typed text into a
 * number before it is sent (percent-input.tsx); the API refuses rather than coerces, so 150 or
 * "50abc" from any other client cannot become a surprising discount.
 */
const percent = (label: string) => {
  const message = `${label} must be a whole number from 0 to 100`;
  return z.number(message).int(message).min(0, message).max(100, message);
};

export const adminDiscountCodeInput = z.object({
  name: required("Company name", 120),
  code: z
    .string("Code is required")
    .trim()
    .min(1, "Code is required")
    .max(40)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]+$/, "Use only letters, numbers, dashes and underscores")),
  discountPercent: percent("All plans percent").default(0),
  samplerPercent: percent("Sampler percent").default(0),
  sparkPercent: percent("Spark percent").default(0),
  momentumPercent: percent("Momentum percent").default(0),
  dominationPercent: percent("Domination percent").default(0),
  isActive: z.boolean().default(true),
  /** ISO date-time after which checkout refuses the code; null or absent: no expiry. */
  expiresAt: z.iso.datetime({ offset: true, message: "Expiry must be a date and time" }).nullable().default(null),
  /** Paid orders the code may take part in; null or absent: unlimited. */
  maxUses: z
    .number("Maximum uses must be a whole number of at least 1")
    .int("Maximum uses must be a whole number of at least 1")
    .min(1, "Maximum uses must be a whole number of at least 1")
    .max(1_000_000, "Maximum uses must be at most 1,000,000")
    .nullable()
    .default(null),
});
export type AdminDiscountCodeInput = z.input<typeof adminDiscountCodeInput>;

// Settings ---------------------------------------------------------------------------------------

export const adminSettingsInput = z.object({
  platformName: required("Platform name", 80),
  contactEmail: email,
  announcement: z.string().trim().max(500, "Keep the announcement under 500 characters").default(""),
});
export type AdminSettingsInput = z.input<typeof adminSettingsInput>;

// Lists and audit --------------------------------------------------------------------------------

export const auditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Rows older than this id (the previous page's last id). */
  before: z.coerce.number().int().positive().optional(),
});

export const analyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

/**
 * Analytics event names the admin figures count (docs/decisions/, "Analytics events"). A script
 * view is a member opening a script's dialog; a lead is a visit through a script's signed share
 * link, recorded by the server as share_visit with type "script".
 */
export const ANALYTICS_EVENTS = {
  pageView: "page_view",
  ctaClick: "cta_click",
  scriptView: "script_view",
  scriptShare: "script_share",
  shareVisit: "share_visit",
} as const;

// Answers ----------------------------------------------------------------------------------------

export interface AdminStats {
  totalUsers: number;
  totalScripts: number;
  /** Cents, net of refunds (the Revenue card). */
  totalRevenue: number;
  totalPurchases: number;
  /** Cents charged before refunds, and cents refunded. */
  grossRevenue: number;
  refundedRevenue: number;
}

export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: string;
  accessLevelLabel: string;
  role: "user" | "admin";
  isAdmin: boolean;
  isDemo: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminUserDetail extends AdminUser {
  hasPassword: boolean;
  activeSessions: number;
  customizations: number;
  purchases: { id: number; productType: string; fromTier: string | null; amount: number; createdAt: string }[];
}

export interface AdminScript {
  id: number;
  title: string;
  content: string;
  category: ScriptCategory;
  adminCategory: ScriptAdminCategory;
  urgency: ScriptUrgency;
  accessLevel: string;
  views: number;
  leads: number;
  createdAt: string;
}

export interface AdminVideo {
  id: number;
  title: string;
  description: string;
  category: string;
  accessLevel: string;
  quarter: number;
  isPopular: boolean;
  published: boolean;
  videoUrl: string;
  thumbnailUrl: string | null;
  sizeBytes: number | null;
  createdAt: string;
}

export interface AdminSocialPost {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  category: string;
  platform: PostPlatform;
  accessLevel: string;
  postIndex: number;
  createdAt: string;
}

export interface AdminDiscountCode {
  id: number;
  name: string;
  code: string;
  discountPercent: number;
  samplerPercent: number;
  sparkPercent: number;
  momentumPercent: number;
  dominationPercent: number;
  isActive: boolean;
  expiresAt: string | null;
  maxUses: number | null;
  /** Paid orders that used the code, and their revenue net of refunds in cents. */
  usesSoFar: number;
  revenueCents: number;
  createdAt: string;
}

export interface PublicSettings {
  platformName: string;
  contactEmail: string;
  announcement: string;
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface AnalyticsSummary {
  days: number;
  /** revenue is gross; netRevenue is less the refunds of those purchases (cents). */
  revenueByTier: { tier: string; revenue: number; netRevenue: number; purchases: number }[];
  /** One row per day of the window, oldest first; gross and net of refunds, in cents. */
  overTime: { date: string; revenue: number; netRevenue: number; purchases: number }[];
  upgrades: { count: number; revenue: number; paths: { from: string; to: string; count: number }[] };
  pageViews: { total: number; byPage: { page: string; count: number }[] };
  ctaClicks: { total: number; byLocation: { location: string; count: number }[] };
  scriptViews: number;
  /** Lead-form submissions on share pages in the window (not share-link visits). */
  leads: number;
  mostCustomized: { scriptId: number; title: string; count: number }[];
  mostShared: { scriptId: number; title: string; count: number }[];
}
