import { isPaidTier, PLANS } from "./tiers.ts";

/** Levels stored by an earlier version of the product, shown in the admin list (part 2 §3). */
const LEGACY_LABELS: Record<string, string> = {
  none: "No Access",
  starter: "Starter (legacy)",
  pro: "Pro (legacy)",
  authority: "Authority (legacy)",
};

/** The name shown for any stored access level; "Unknown" for anything unrecognised. */
export function accessLevelLabel(level: string | null | undefined): string {
  if (isPaidTier(level)) return PLANS[level].name;
  return (level && LEGACY_LABELS[level]) || "Unknown";
}
