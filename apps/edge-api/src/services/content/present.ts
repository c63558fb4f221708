import type { PostItem, ScriptItem, VideoItem } from "@realty/contracts/library";
import { postCard } from "@realty/media/post-images/cards";
import { carouselPlan } from "@realty/media/post-images/carousel";
import { LOCKED_POST_CHARS, LOCKED_SCRIPT_CHARS } from "@realty/plans";
// The shapes of part 1 §3 as each audience receives them. A locked item never carries its full
// text: a script and a post keep their first few characters (the plans say how many), a video no playable URL.
import type { HomepageVideoSetting } from "../settings/homepage-video.ts";
import { type Audience, audienceCanOpen, postSample, scriptSample, videoSample } from "./access.ts";
import type { PostRow, RenderRow, ScriptRow, VideoRow } from "./catalogue.ts";
import { captionsUrl, posterUrl, presentRenditions, renderState } from "./video-renders.ts";

export const STOCK_THUMBNAILS = 7;

/** The first `n` characters (code points, so an emoji is never cut in half). */
export function excerpt(text: string, n: number): string {
  const chars = Array.from(text);
  return chars.length <= n ? text : chars.slice(0, n).join("");
}

/** Part 1 §3: a video without its own thumbnail gets stock image ((id - 1) mod 7) + 1. */
export function stockThumbnailKey(videoId: number): string {
  const n = ((((videoId - 1) % STOCK_THUMBNAILS) + STOCK_THUMBNAILS) % STOCK_THUMBNAILS) + 1;
  return `thumbnails/stock-${n}.jpg`;
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Gated per video id, not per file: several entries share one rendered card. */
export function videoSourceUrl(videoId: number, source = 0): string {
  return source === 0 ? `/media/videos/${videoId}` : `/media/videos/${videoId}/${source}`;
}

/** Part 1 §3: an image path starting with "@assets/" names an uploaded asset. */
export function postImageUrl(imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  return imageUrl.startsWith("@assets/") ? mediaUrl(`assets/${imageUrl.slice("@assets/".length)}`) : imageUrl;
}

export type { PostItem, ScriptItem, VideoItem };

export function presentScript(row: ScriptRow, audience: Audience): ScriptItem {
  const hasAccess = audienceCanOpen(audience, row.accessLevel, scriptSample(row));
  return {
    id: row.id,
    title: row.title,
    content: hasAccess ? row.content : excerpt(row.content, LOCKED_SCRIPT_CHARS),
    category: row.category,
    topic: row.topic,
    tags: row.tags,
    accessLevel: row.accessLevel,
    hasAccess,
    ...(audience === "admin" ? { published: row.published } : {}),
    language: row.language,
    leadMagnet: row.leadMagnet,
    customizedContent: null,
  };
}

/**
 * Raw characters an open script's card view keeps: the card flattens line breaks and
 * shows 150 characters with an ellipsis, so it needs a little more than 150 raw ones.
 */
export const CARD_SCRIPT_CHARS = 220;

/** A list item for the cards: the same fields, its text cut to what a card shows. */
export function presentScriptCard(row: ScriptRow, audience: Audience): ScriptItem {
  const item = presentScript(row, audience);
  return item.hasAccess ? { ...item, content: excerpt(item.content, CARD_SCRIPT_CHARS) } : item;
}

export function presentVideo(row: VideoRow, audience: Audience, renders: ReadonlyMap<string, RenderRow> = new Map()): VideoItem {
  const hasAccess = audienceCanOpen(audience, row.accessLevel, videoSample(row));
  const render = renderState(row.renderKey, renders);
  const ready = render.status === "ready" && row.renderKey !== null;
  const job = row.renderKey ? renders.get(row.renderKey) : undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    quarter: row.quarter,
    week: row.week,
    isPopular: row.isPopular,
    publicSample: row.publicSample,
    accessLevel: row.accessLevel,
    hasAccess,
    // Before its render exists the entry plays its plan phase's title card (and its WebM fallback).
    videoUrl: hasAccess ? videoSourceUrl(row.id) : null,
    fallbackUrls: hasAccess && !ready ? row.fallbackKeys.map((_, i) => videoSourceUrl(row.id, i + 1)) : [],
    thumbnailUrl:
      ready && row.renderKey ? posterUrl(row.renderKey, "landscape") : mediaUrl(row.thumbnailKey ?? stockThumbnailKey(row.id)),
    sizeBytes: ready ? (job?.result?.landscape?.bytes ?? row.sizeBytes) : row.sizeBytes,
    tags: row.tags,
    // Admins also receive hidden videos; the flag tells them which.
    ...(audience === "admin" ? { published: row.published } : {}),
    render,
    renditions: hasAccess && row.renderKey ? presentRenditions(row.id, row.renderKey, job) : [],
    captionsUrl: hasAccess && ready ? captionsUrl(row.id) : null,
  };
}

export function presentPost(row: PostRow, audience: Audience): PostItem {
  const hasAccess = audienceCanOpen(audience, row.accessLevel, postSample(row));
  return {
    id: row.id,
    title: row.title,
    content: hasAccess ? row.content : excerpt(row.content, LOCKED_POST_CHARS),
    imageUrl: postImageUrl(row.imageUrl),
    category: row.category,
    platform: row.platform,
    accessLevel: row.accessLevel,
    hasAccess,
    postIndex: row.postIndex,
    carouselSlides: carouselPlan(postCard(row.postIndex))?.length ?? 0,
  };
}

export interface HomepageVideoItem {
  title: string;
  description: string;
  videoUrl: string;
  fallbackUrls: string[];
  thumbnailUrl: string;
  captionsUrl: string | null;
}

export function presentHomepageVideo(
  setting: HomepageVideoSetting,
  renders: ReadonlyMap<string, RenderRow> = new Map(),
): HomepageVideoItem {
  const ready = !!setting.renderKey && renderState(setting.renderKey, renders).status === "ready";
  return {
    title: setting.title,
    description: setting.description,
    // The same URL serves the rendered video once it exists (routes/content/media.routes.ts).
    videoUrl: "/media/homepage-video",
    fallbackUrls: ready ? [] : setting.fallbackKeys.map((_, i) => `/media/homepage-video/${i + 1}`),
    thumbnailUrl: ready && setting.renderKey ? posterUrl(setting.renderKey, "landscape") : mediaUrl(setting.thumbnailKey),
    captionsUrl: ready ? "/media/homepage-video/captions.vtt" : null,
  };
}
