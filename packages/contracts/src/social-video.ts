// Which rendition of a library video each network receives. The short cut is the default: it is
// made for Reels, TikTok and Shorts (20-35 s, its hook in the first second); the member may send
// the full video instead. Shapes follow each network's own guidance for the way we publish there
// (docs/decisions): vertical where the post is a Reel, a TikTok or a Short, the 4:5 feed version on
// the Facebook Page feed, landscape where the feed shows video wide (X, LinkedIn).
import type { Platform } from "@realty/library/taxonomy";
import type { VideoCut, VideoRenditionName } from "./library.ts";

export const DEFAULT_VIDEO_CUT: VideoCut = "short";

const SHORT_CUT: Record<Platform, VideoRenditionName> = {
  // Published to the Page's feed (/{page}/videos), where a 4:5 video fills a phone's screen width.
  facebook: "short-feed",
  // Published as a Reel.
  instagram: "short-portrait",
  tiktok: "short-portrait",
  // Vertical and under three minutes: YouTube makes it a Short.
  youtube: "short-portrait",
  linkedin: "short-landscape",
  twitter: "short-landscape",
  google_business: "short-landscape",
};

const FULL_VIDEO: Record<Platform, VideoRenditionName> = {
  facebook: "portrait",
  instagram: "portrait",
  tiktok: "portrait",
  youtube: "portrait",
  linkedin: "landscape",
  twitter: "landscape",
  google_business: "landscape",
};

export function videoRenditionFor(platform: Platform, cut: VideoCut = DEFAULT_VIDEO_CUT): VideoRenditionName {
  return (cut === "full" ? FULL_VIDEO : SHORT_CUT)[platform];
}

/** How the composer names what a network receives: "9:16 short cut as a Reel". */
export function videoAttachmentLabel(platform: Platform, cut: VideoCut = DEFAULT_VIDEO_CUT): string {
  const name = videoRenditionFor(platform, cut);
  const shape = name === "short-feed" ? "4:5" : name.endsWith("portrait") ? "9:16" : "16:9";
  const what = cut === "full" ? "full video" : "short cut";
  const where: Partial<Record<Platform, string>> = {
    instagram: " as a Reel",
    youtube: cut === "short" ? " as a Short" : "",
    facebook: cut === "short" ? " for the feed" : "",
  };
  return `${shape} ${what}${where[platform] ?? ""}`;
}
