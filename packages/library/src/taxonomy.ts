// The library's fixed lists, written once: script categories, video and post categories, and the
// networks a post is written for. No zod here, so the member app's social pages can import them
// without loading the schema library.

/** The four script files (content/scripts/<category>.json); their order breaks ties in the library order. */
export const SCRIPT_CATEGORIES = ["buyer", "seller", "market", "local"] as const;
export type ScriptCategory = (typeof SCRIPT_CATEGORIES)[number];

export const SCRIPT_CATEGORY_LABELS: Record<ScriptCategory, string> = {
  buyer: "Buyer",
  seller: "Seller",
  market: "Market",
  local: "Local",
};

/** The admin's list a script appears in (part 2 §9). */
export const SCRIPT_ADMIN_CATEGORIES = ["leads_today", "market_updates", "listings_week"] as const;
export type ScriptAdminCategory = (typeof SCRIPT_ADMIN_CATEGORIES)[number];

export const SCRIPT_URGENCIES = ["high", "medium", "low"] as const;
export type ScriptUrgency = (typeof SCRIPT_URGENCIES)[number];

/** Part 2 §9's upload list, and the display groups the marketing page counts (12, 15, 10, 15). */
export const VIDEO_CATEGORY_GROUPS = {
  "Financing & Rates": ["Interest Rates & Financing", "Tax & Financial Benefits"],
  "Market Trends & Data": ["Market Trends & Timing", "Market Data"],
  "Buying & Selling Strategy": ["First-Time Buyer Facts", "Seller Strategy Insights", "Real Estate Process Tips"],
  "Homeownership & Lifestyle": ["Home Equity & Wealth", "Homeownership Myths", "Lifestyle & Life Milestones"],
} as const;

export const VIDEO_CATEGORIES = Object.values(VIDEO_CATEGORY_GROUPS).flat() as [string, ...string[]];
type GroupedVideoCategory = (typeof VIDEO_CATEGORY_GROUPS)[keyof typeof VIDEO_CATEGORY_GROUPS][number];

/** The upload form's categories in part 2 §9's order; the first is the default. The grouped ones above. */
export const VIDEO_UPLOAD_CATEGORIES = [
  "Interest Rates & Financing",
  "Home Equity & Wealth",
  "Market Trends & Timing",
  "First-Time Buyer Facts",
  "Seller Strategy Insights",
  "Market Data",
  "Tax & Financial Benefits",
  "Homeownership Myths",
  "Lifestyle & Life Milestones",
  "Real Estate Process Tips",
] as const satisfies readonly GroupedVideoCategory[];

/** The edit dialog's own list (part 2 §9); it also offers the video's current category. */
export const VIDEO_EDIT_CATEGORIES = [
  "Interest Rates & Financing",
  "Market Updates",
  "Home Buying Tips",
  "Real Estate Investment",
  "Property Trends",
] as const;

export const POST_CATEGORIES = ["Buyer Education", "Seller Tips", "Financing Tips", "Market Update"] as const;

/** The networks a library post is written for (the text networks the hub started with). */
export const PLATFORMS = ["facebook", "linkedin", "twitter"] as const;
export type PostPlatform = (typeof PLATFORMS)[number];

/**
 * Every network the social hub posts to: the library's three text networks, then the media
 * networks, which take a post only with an image or the library's 9:16 video.
 */
export const HUB_PLATFORMS = [...PLATFORMS, "instagram", "tiktok", "youtube", "google_business"] as const;
export type Platform = (typeof HUB_PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube Shorts",
  google_business: "Google Business Profile",
};
