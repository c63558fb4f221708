// Where each network cuts a post in the feed before its "more" link, and the shape it shows the
// attachment in, so the composer's previews read like the post will. The cut points are the
// networks' usual feed behavior (they vary a little with screen width), labelled as approximate.
import type { VideoCut } from "@realty/contracts/library";
import { type Platform, shortTitle, videoRenditionFor } from "@realty/contracts/social-constants";

interface PreviewRule {
  /** Characters shown before the "more" link (null: the whole text). */
  cutAt: number | null;
  more: string;
}

export const PREVIEW_RULES: Record<Platform, PreviewRule> = {
  facebook: { cutAt: 477, more: "See more" },
  linkedin: { cutAt: 210, more: "...see more" },
  twitter: { cutAt: null, more: "" },
  instagram: { cutAt: 125, more: "more" },
  tiktok: { cutAt: 100, more: "more" },
  youtube: { cutAt: null, more: "" },
  google_business: { cutAt: 250, more: "More" },
};

/** The feed's view of the text: what shows, and whether a "more" link follows. */
export function feedText(platform: Platform, text: string): { shown: string; more: string | null } {
  if (platform === "youtube") return { shown: shortTitle(text), more: null };
  const { cutAt, more } = PREVIEW_RULES[platform];
  const chars = [...text];
  if (cutAt === null || chars.length <= cutAt) return { shown: text, more: null };
  return { shown: `${chars.slice(0, cutAt).join("").trimEnd()}...`, more };
}

/** The attachment's shape in the network's feed, as CSS aspect-ratio and a label. */
export function mediaFrame(platform: Platform, kind: "image" | "video", cut?: VideoCut): { ratio: string; label: string } {
  if (kind === "video") {
    // The shape of the rendition this network receives (videoRenditionFor).
    const rendition = videoRenditionFor(platform, cut);
    if (rendition === "short-feed") return { ratio: "4 / 5", label: "Feed video 4:5" };
    if (rendition.endsWith("landscape")) return { ratio: "16 / 9", label: "16:9 video" };
    const label = platform === "instagram" || platform === "facebook" ? "Reel" : platform === "youtube" ? "Short" : "Video";
    return { ratio: "9 / 16", label: `${label} 9:16` };
  }
  return { ratio: "4 / 5", label: "Image" };
}
