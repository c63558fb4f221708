import { HUB_PLATFORMS, type Platform } from "@realty/contracts/social-constants";

/** The short names a sentence reads well with (the full names are in PLATFORM_NAMES). */
const SHORT_NAMES: Record<Platform, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  twitter: "X",
  google_business: "Google Business Profile",
};

const names = HUB_PLATFORMS.map((platform) => SHORT_NAMES[platform]);
/** Every network the hub serves, in one sentence. */
export const HUB_SUBTITLE = `Post and schedule to ${names.slice(0, -1).join(", ")} and ${names.at(-1)} from one place.`;
