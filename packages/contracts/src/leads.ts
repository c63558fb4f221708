// Leads: what a visitor sends from a member's share page, and how the member works the
// list in the dashboard's Leads tab. The public form is plain HTML, so its fields arrive as strings.
import { LEAD_MAGNET_SLUGS } from "@realty/library/lead-magnets";
import { GUARANTEE } from "@realty/plans";
import { z } from "zod";

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The honeypot's field name: people never see it, form-filling bots do. */
export const LEAD_HONEYPOT = "website";

export const LEAD_CONTACT_REQUIRED = "Please give an email address or a phone number so the agent can reach you.";
export const LEAD_CONSENT_REQUIRED = "Please tick the box to agree to be contacted.";

const blankToNull = (v: string) => (v === "" ? null : v);

/** One rule and one wording for the name on every public form that asks for it. */
function leadFieldName() {
  return z
    .string("Please enter your name.")
    .trim()
    .min(2, "Please enter your name.")
    .max(100, "Your name can be at most 100 characters.");
}

/** The visitor's part of the form. */
export const leadFields = z
  .object({
    name: leadFieldName(),
    email: z
      .string()
      .trim()
      .max(254, "Please enter a valid email address.")
      .default("")
      .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address.")
      .transform(blankToNull),
    phone: z
      .string()
      .trim()
      .max(25, "Please enter a valid phone number.")
      .default("")
      .refine((v) => v === "" || /^\+?[0-9\s().-]{7,25}$/.test(v), "Please enter a valid phone number.")
      .transform(blankToNull),
    message: z.string().trim().max(2000, "Your message can be at most 2,000 characters.").default(""),
    // A checkbox sends "on" when ticked and nothing when not; JSON clients may send true.
    consent: z.union([z.literal("on"), z.literal("true"), z.literal(true)], LEAD_CONSENT_REQUIRED),
    [LEAD_HONEYPOT]: z.string().max(500).default(""),
  })
  .refine((v) => v.email !== null || v.phone !== null, { message: LEAD_CONTACT_REQUIRED, path: ["email"] });

/** Which page the form was on: the item and the signed link's parameters, echoed back. */
export const leadSource = z.object({
  type: z.enum(["script", "video", "post"], "This page cannot take messages."),
  id: z.coerce.number("This page cannot take messages.").int().positive().max(2_147_483_647),
  /** The signed link's signature (its `s` parameter), echoed by the page; verified by the server. */
  s: z.string("This link cannot take messages.").max(100, "This link cannot take messages."),
});

export const leadSubmission = leadSource.and(leadFields);
export type LeadSubmission = z.output<typeof leadSubmission>;

export const LEAD_MAGNET_EMAIL_REQUIRED = "Please enter your email address so we can send you the guide.";
export const LEAD_MAGNET_PAGE_CLOSED = "This guide is no longer available from this page.";

/**
 * A visitor's request on a lead magnet's landing page: the guide arrives by e-mail, so the e-mail
 * address is the one required way to reply (no phone, no message).
 */
export const leadMagnetRequest = z.object({
  slug: z.enum(LEAD_MAGNET_SLUGS, LEAD_MAGNET_PAGE_CLOSED),
  s: z.string(LEAD_MAGNET_PAGE_CLOSED).min(1, LEAD_MAGNET_PAGE_CLOSED).max(100, LEAD_MAGNET_PAGE_CLOSED),
  name: leadFieldName(),
  email: z
    .string(LEAD_MAGNET_EMAIL_REQUIRED)
    .trim()
    .min(1, LEAD_MAGNET_EMAIL_REQUIRED)
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  consent: z.union([z.literal("on"), z.literal("true"), z.literal(true)], LEAD_CONSENT_REQUIRED),
  /** The language of the page the visitor was on: the guide and its e-mail come in it. */
  lang: z.enum(["en", "es"], "The page's language must be en or es.").default("en"),
  [LEAD_HONEYPOT]: z.string().max(500).default(""),
});
export type LeadMagnetRequest = z.output<typeof leadMagnetRequest>;

/** GET /api/lead-magnets/:slug/landing-link: the member's own landing page for one lead magnet. */
export const leadMagnetSlugParam = z.object({ slug: z.enum(LEAD_MAGNET_SLUGS, "Lead magnet not found") });

export const leadUpdateInput = z
  .object({
    status: z.enum(LEAD_STATUSES, "Status must be new, contacted or closed.").optional(),
    notes: z.string().max(5000, "Notes can be at most 5,000 characters.").optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, "Nothing to change.");
export type LeadUpdateInput = z.output<typeof leadUpdateInput>;

export const LEAD_SOURCE_TYPES = ["script", "video", "post", "lead-magnet"] as const;
export type LeadSourceType = (typeof LEAD_SOURCE_TYPES)[number];

/** One row of GET /api/leads. */
export interface Lead {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  status: LeadStatus;
  notes: string;
  /** Where the lead came from; a lead magnet's landing page has no item id (0) and names its slug. */
  source: { type: LeadSourceType; id: number; title: string; leadMagnet: string | null };
  createdAt: string;
  updatedAt: string;
}

/** The consent line shown under every lead form; stored with the lead as agreed. */
export function leadConsentText(agentName: string): string {
  return `I agree that ${agentName} may contact me by email, phone or text about my inquiry.`;
}

/**
 * The consent line under a lead magnet's request form: the guide by e-mail, then the agent's
 * follow-up. A Spanish page asks in Spanish, and the lead keeps the words the visitor agreed to.
 */
export function leadMagnetConsentText(agentName: string, language: "en" | "es" = "en"): string {
  if (language === "es") {
    return `Acepto que ${agentName} me envíe esta guía por correo electrónico y me contacte por correo, teléfono o mensaje de texto sobre mi consulta.`;
  }
  return `I agree that ${agentName} may email me this guide and contact me by email, phone or text about my inquiry.`;
}

/** The guarantee's terms (part 2 "Guarantee"), from the plans package every page reads. */
export const GUARANTEE_DAYS = GUARANTEE.days;
export const GUARANTEE_LEADS = GUARANTEE.leads;

/** GET /api/leads/guarantee: progress from real data; null before any purchase. */
export interface GuaranteeProgress {
  startedAt: string;
  endsAt: string;
  /** Whole days left in the window (0 once it has ended). */
  daysLeft: number;
  /** Leads received inside the window. */
  leads: number;
  leadsTarget: number;
  /** Videos posted through the hub inside the window, at most one counted per day. */
  videos: number;
  videosTarget: number;
  /** Library (authority) videos posted through the hub, at most one counted per week. */
  authorityVideos: number;
  authorityTarget: number;
  /** The last day a refund claim can be filed (35 days after purchase). */
  claimUntil: string;
  /** Whether a claim can be filed now: window over, posting conditions met, fewer leads than promised. */
  claimable: boolean;
  /** The member's open claim, if any. */
  openClaimAt: string | null;
  /** False when the member's plan is not covered (it includes too few videos to meet the conditions). */
  covered: boolean;
}

export const GUARANTEE_VIDEOS = GUARANTEE.videos;
export const GUARANTEE_AUTHORITY_VIDEOS = GUARANTEE.authorityVideos;
export const GUARANTEE_CLAIM_DAYS = GUARANTEE.claimDays;

/** POST /api/guarantee/claims: an optional note; the evidence is gathered by the server. */
export const guaranteeClaimInput = z.object({
  note: z.string("The note must be text.").trim().max(2000, "The note can be at most 2000 characters.").default(""),
});
export type GuaranteeClaimInput = z.input<typeof guaranteeClaimInput>;
