// What each network refuses, checked the same way while composing (the hub's previews) and on the
// server before anything is stored (400 with the reason per network), so nothing a network will
// refuse can be scheduled. Zod-free: the hub's compose bundle imports it.
import type { Platform } from "@realty/library/taxonomy";

/** X counts every link as 23 characters (t.co wraps every URL). */
export const X_LINK_CHARS = 23;

export interface NetworkLimits {
  /** Characters of the post's text, counted as the network counts them. */
  maxChars: number;
  /** Largest image the upload API takes, in bytes. */
  maxImageBytes: number;
  /** Largest video the upload API takes, in bytes. */
  maxVideoBytes: number;
  /** Longest video, in seconds. */
  maxVideoSeconds: number;
}

/**
 * From each network's documentation: X posts 280 (media upload: images 5 MB, videos 512 MB and
 * 140 s); LinkedIn commentary 3,000 (images 36,152,320 pixels ≈ 10 MB here, videos 5 GB, 30 min);
 * Facebook Page posts 63,206 (photos 10 MB, videos 10 GB, 240 min).
 */
export const NETWORK_LIMITS: Record<Platform, NetworkLimits> = {
  twitter: { maxChars: 280, maxImageBytes: 5 * 1024 * 1024, maxVideoBytes: 512 * 1024 * 1024, maxVideoSeconds: 140 },
  linkedin: { maxChars: 3000, maxImageBytes: 10 * 1024 * 1024, maxVideoBytes: 5 * 1024 ** 3, maxVideoSeconds: 30 * 60 },
  facebook: { maxChars: 63_206, maxImageBytes: 10 * 1024 * 1024, maxVideoBytes: 10 * 1024 ** 3, maxVideoSeconds: 240 * 60 },
};

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
  bytes: number;
  /** Seconds, for a video. */
  seconds?: number;
}

/** Blanks a template leaves for the member: [Neighborhood], [Price], {address}… */
export const TEMPLATE_BLANK = /\[[A-Za-z][A-Za-z0-9 #/&'-]{0,40}\]/g;

export function templateBlanks(text: string): string[] {
  return [...new Set(text.match(TEMPLATE_BLANK) ?? [])];
}

/** Why `platform` would refuse this text and media, in words; null when it accepts them. */
export function networkProblem(platform: Platform, text: string, media?: MediaFacts | null): string | null {
  const limits = NETWORK_LIMITS[platform];
  const name = platform === "twitter" ? "X" : platform === "linkedin" ? "LinkedIn" : "Facebook";
  const trimmed = text.trim();
  if (!trimmed && !media) return `The ${name} version is empty.`;
  const blanks = templateBlanks(text);
  if (blanks.length > 0) return `Fill in ${blanks.join(", ")} in the ${name} version before sending.`;
  const length = networkLength(platform, text);
  if (length > limits.maxChars) {
    const how = platform === "twitter" ? " as X counts them (a link counts 23)" : "";
    return `${name} accepts at most ${limits.maxChars.toLocaleString("en-US")} characters${how}; this version has ${length.toLocaleString("en-US")}.`;
  }
  if (media?.kind === "image" && media.bytes > limits.maxImageBytes) {
    return `${name} accepts images up to ${Math.round(limits.maxImageBytes / 1024 / 1024)} MB; this one is ${(media.bytes / 1024 / 1024).toFixed(1)} MB.`;
  }
  if (media?.kind === "video") {
    if (media.bytes > limits.maxVideoBytes)
      return `${name} accepts videos up to ${Math.round(limits.maxVideoBytes / 1024 / 1024)} MB.`;
    if (media.seconds !== undefined && media.seconds > limits.maxVideoSeconds) {
      return `${name} accepts videos up to ${limits.maxVideoSeconds} seconds; this one is ${Math.round(media.seconds)}.`;
    }
  }
  return null;
}
