// What each network refuses, checked the same way while composing (the hub's previews) and on the
// server before anything is stored (400 with the reason per network), so nothing a network will
// refuse can be scheduled. Zod-free: the hub's compose bundle imports it.
import type { Platform } from "@realty/library/taxonomy";

/** X counts every link as 23 characters (t.co wraps every URL). */
export const X_LINK_CHARS = 23;

export interface NetworkLimits {
  /** How the member reads the network's name in a reason. */
  name: string;
  /** Characters of the post's text, counted as the network counts them. */
  maxChars: number;
  /** Most hashtags the network keeps (null: no stated limit). */
  maxHashtags: number | null;
  /** Whether the hub can add a first comment under the post through the network's API. */
  firstComment: boolean;
  /** What the post must carry: the media networks take no text-only posts. */
  needs: "nothing" | "video" | "image-or-video";
  /** Largest image the upload API takes, in bytes (0: the network takes no images from us). */
  maxImageBytes: number;
  /** Image shapes the network shows uncropped, as width / height (inclusive range). */
  imageRatio: { min: number; max: number } | null;
  /** Largest video the upload API takes, in bytes (0: the network takes no videos from us). */
  maxVideoBytes: number;
  /** Longest video, in seconds. */
  maxVideoSeconds: number;
  /** Video shape the network wants, as width / height (null: any). */
  videoRatio: { min: number; max: number } | null;
  /** Most images in one carousel post (0: the hub sends this network one file per post). */
  maxCarouselItems: number;
}

const GB = 1024 ** 3;
const MB = 1024 * 1024;
const ANY_IMAGE = null;
const VERTICAL = { min: 0.5, max: 0.6 }; // 9:16 is 0.5625
/** 4:5 (the 1080x1350 feed image, 0.8) to 1.91:1 (the 1200x630 link image, 1.905). */
const FEED_TO_LANDSCAPE = { min: 0.8, max: 1.91 };

/**
 * From each network's publishing documentation (checked 2026-11):
 * - X posts 280 (images 5 MB, videos 512 MB and 140 s);
 * - LinkedIn commentary 3,000 (images about 10 MB, videos 5 GB, 30 min);
 * - Facebook Page posts 63,206 (photos 10 MB, videos 10 GB, 240 min);
 * - Instagram captions 2,200 with at most 30 hashtags; Reels 3 s to 15 min, 300 MB, 9:16; feed
 *   images (JPEG) 8 MB between 4:5 and 1.91:1; carousels of 2 to 10 items;
 * - TikTok captions 2,200; videos up to 4 GB and 10 min (the creator's own cap may be lower);
 * - YouTube Shorts: title 100, description 5,000; vertical, up to 3 min;
 * - Google Business Profile local posts: summary 1,500; one photo, 10 KB to 5 MB (the hub sends
 *   the 1200x630 link image or the 1080x1350 feed image).
 */
export const NETWORK_LIMITS: Record<Platform, NetworkLimits> = {
  twitter: {
    name: "X",
    firstComment: false,
    maxChars: 280,
    maxHashtags: null,
    needs: "nothing",
    maxImageBytes: 5 * MB,
    imageRatio: ANY_IMAGE,
    maxVideoBytes: 512 * MB,
    maxVideoSeconds: 140,
    videoRatio: null,
    maxCarouselItems: 0,
  },
  linkedin: {
    name: "LinkedIn",
    firstComment: false,
    maxChars: 3000,
    maxHashtags: null,
    needs: "nothing",
    maxImageBytes: 10 * MB,
    imageRatio: ANY_IMAGE,
    maxVideoBytes: 5 * GB,
    maxVideoSeconds: 30 * 60,
    videoRatio: null,
    maxCarouselItems: 0,
  },
  facebook: {
    name: "Facebook",
    firstComment: true,
    maxChars: 63_206,
    maxHashtags: null,
    needs: "nothing",
    maxImageBytes: 10 * MB,
    imageRatio: ANY_IMAGE,
    maxVideoBytes: 10 * GB,
    maxVideoSeconds: 240 * 60,
    videoRatio: null,
    maxCarouselItems: 0,
  },
  instagram: {
    name: "Instagram",
    firstComment: true,
    maxChars: 2200,
    maxHashtags: 30,
    // Reels (the 9:16 video), feed images and carousels; Instagram fetches images from the
    // hub's signed public links.
    needs: "image-or-video",
    maxImageBytes: 8 * MB,
    imageRatio: FEED_TO_LANDSCAPE,
    maxVideoBytes: 300 * MB,
    maxVideoSeconds: 15 * 60,
    videoRatio: VERTICAL,
    maxCarouselItems: 10,
  },
  tiktok: {
    name: "TikTok",
    firstComment: false,
    maxChars: 2200,
    maxHashtags: null,
    needs: "video",
    maxImageBytes: 0,
    imageRatio: null,
    maxVideoBytes: 4 * GB,
    maxVideoSeconds: 10 * 60,
    videoRatio: VERTICAL,
    maxCarouselItems: 0,
  },
  youtube: {
    name: "YouTube",
    firstComment: false,
    // The description; the title is its first line, cut to YOUTUBE_TITLE_MAX.
    maxChars: 5000,
    maxHashtags: 15,
    needs: "video",
    maxImageBytes: 0,
    imageRatio: null,
    maxVideoBytes: 256 * GB,
    maxVideoSeconds: 3 * 60,
    videoRatio: VERTICAL,
    maxCarouselItems: 0,
  },
  google_business: {
    name: "Google Business Profile",
    firstComment: false,
    maxChars: 1500,
    maxHashtags: null,
    needs: "nothing",
    // Text with a Learn more button, and one photo Google fetches from the hub's signed link.
    maxImageBytes: 5 * MB,
    imageRatio: FEED_TO_LANDSCAPE,
    maxVideoBytes: 0,
    maxVideoSeconds: 0,
    videoRatio: null,
    maxCarouselItems: 0,
  },
};

/** The longest post any network takes (Facebook's): the API stores nothing longer. */
export const LONGEST_POST_CHARS = Math.max(...Object.values(NETWORK_LIMITS).map((limits) => limits.maxChars));

/** The most items any network's carousel holds (the request schema's bound; each network's own is in the table). */
export const CAROUSEL_MAX_ITEMS = Math.max(...Object.values(NETWORK_LIMITS).map((l) => l.maxCarouselItems));

/** A first comment's limit (Instagram's comment limit; Facebook allows more). */
export const FIRST_COMMENT_MAX = 2200;

/** The networks of `platforms` that take a first comment from the hub. */
export function firstCommentNetworks(platforms: readonly Platform[]): Platform[] {
  return platforms.filter((p) => NETWORK_LIMITS[p].firstComment);
}

/** A YouTube title's limit: the Short's title is the post's first line, cut here. */
export const YOUTUBE_TITLE_MAX = 100;
const SHORTS_TAG = "#Shorts";

/** A Short's title: the post's first line, without angle brackets (YouTube refuses them), tagged #Shorts. */
export function shortTitle(content: string): string {
  const firstLine = (content.split("\n").find((line) => line.trim()) ?? "").replace(/[<>]/g, "").trim();
  const room = YOUTUBE_TITLE_MAX - SHORTS_TAG.length - 1;
  const cut =
    [...firstLine].length > room
      ? `${[...firstLine]
          .slice(0, room - 3)
          .join("")
          .trimEnd()}...`
      : firstLine;
  return cut.toLowerCase().includes("#shorts") ? cut : `${cut} ${SHORTS_TAG}`.trim();
}

const URL_PATTERN =
  /\bhttps?:\/\/[^\s]+|\b(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|us|realty|homes|app)(?:\/[^\s]*)?/gi;

/** Characters as X counts them: a link is 23; CJK, emoji and other wide characters count 2. */
export function xLength(text: string): number {
  let n = 0;
  const plain = text.replace(URL_PATTERN, () => {
    n += X_LINK_CHARS;
    return "";
  });
  for (const ch of plain) n += (ch.codePointAt(0) ?? 0) > 0x10ff ? 2 : 1;
  return n;
}

/** The post's length as `platform` counts it (Facebook and LinkedIn count characters). */
export function networkLength(platform: Platform, text: string): number {
  return platform === "twitter" ? xLength(text) : [...text].length;
}

export interface MediaFacts {
  kind: "image" | "video";
  /** Size in bytes, when known (the composer knows only the kind). */
  bytes?: number;
  /** Seconds, for a video. */
  seconds?: number;
  /** Pixel size, when known (of each item, for a carousel: they share one size). */
  width?: number;
  height?: number;
  /** How many images a carousel carries (absent: one file). */
  items?: number;
}

/** Hashtags in the text (#word), each counted once as the networks count them. */
export function hashtags(text: string): string[] {
  return [...new Set((text.match(/(^|\s)#[\p{L}\p{N}_]+/gu) ?? []).map((t) => t.trim().toLowerCase()))];
}

/** Blanks a template leaves for the member: [Neighborhood], [Price], {address}… */
export const TEMPLATE_BLANK = /\[[A-Za-z][A-Za-z0-9 #/&'-]{0,40}\]/g;

export function templateBlanks(text: string): string[] {
  return [...new Set(text.match(TEMPLATE_BLANK) ?? [])];
}

/** Why `platform` would refuse this text and media, in words (with what to do); null when it accepts them. */
export function networkProblem(platform: Platform, text: string, media?: MediaFacts | null): string | null {
  const limits = NETWORK_LIMITS[platform];
  const name = limits.name;
  const trimmed = text.trim();
  if (limits.needs === "video" && media?.kind !== "video") {
    return `${name} takes only videos: attach a video from the library, or leave ${name} out of this post.`;
  }
  if (limits.needs === "image-or-video" && !media) {
    return `${name} needs an image or a video: attach one from the library, or leave ${name} out of this post.`;
  }
  if (!trimmed && !media) return `The ${name} version is empty.`;
  const blanks = templateBlanks(text);
  if (blanks.length > 0) return `Fill in ${blanks.join(", ")} in the ${name} version before sending.`;
  const length = networkLength(platform, text);
  if (length > limits.maxChars) {
    const how = platform === "twitter" ? " as X counts them (a link counts 23)" : "";
    return `${name} accepts at most ${limits.maxChars.toLocaleString("en-US")} characters${how}; this version has ${length.toLocaleString("en-US")}. Shorten it.`;
  }
  const tags = hashtags(text).length;
  if (limits.maxHashtags !== null && tags > limits.maxHashtags) {
    return `${name} keeps at most ${limits.maxHashtags} hashtags; this version has ${tags}. Remove some.`;
  }
  return media ? mediaProblem(limits, media) : null;
}

function mediaProblem(limits: NetworkLimits, media: MediaFacts): string | null {
  const { name } = limits;
  if (limits.maxImageBytes === 0 && limits.maxVideoBytes === 0) {
    return `${name} posts from the hub go out as text: remove the attachment, or leave ${name} out of this post.`;
  }
  const ratio = media.width && media.height ? media.width / media.height : null;
  if (media.items !== undefined) {
    if (limits.maxCarouselItems === 0) return `${name} takes one image per post from the hub: choose a single image.`;
    if (media.items > limits.maxCarouselItems) {
      return `${name} carousels hold at most ${limits.maxCarouselItems} images; this one has ${media.items}. Remove some.`;
    }
  }
  if (media.kind === "image") {
    if (limits.maxImageBytes === 0) return `${name} does not take images from the hub: attach a video instead.`;
    if (media.bytes !== undefined && media.bytes > limits.maxImageBytes) {
      return `${name} accepts images up to ${Math.round(limits.maxImageBytes / MB)} MB; this one is ${(media.bytes / MB).toFixed(1)} MB. Use a smaller image.`;
    }
    if (ratio !== null && limits.imageRatio && (ratio < limits.imageRatio.min || ratio > limits.imageRatio.max)) {
      return `${name} crops this image's shape: use the feed image (1080x1350) or the link image (1200x630) instead.`;
    }
    return null;
  }
  if (limits.maxVideoBytes === 0) return `${name} does not take videos from the hub: attach an image instead.`;
  if (media.bytes !== undefined && media.bytes > limits.maxVideoBytes) {
    return `${name} accepts videos up to ${Math.round(limits.maxVideoBytes / MB).toLocaleString("en-US")} MB. Use a shorter video.`;
  }
  if (media.seconds !== undefined && media.seconds > limits.maxVideoSeconds) {
    return `${name} accepts videos up to ${limits.maxVideoSeconds} seconds; this one is ${Math.round(media.seconds)}. Use a shorter video.`;
  }
  if (ratio !== null && limits.videoRatio && (ratio < limits.videoRatio.min || ratio > limits.videoRatio.max)) {
    return `${name} wants a vertical 9:16 video: use the "for Reels" version.`;
  }
  return null;
}
