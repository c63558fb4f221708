// Turns the content files into database rows: the library's order (@realty/library) and each item's tier.
// Pure functions, so the order and the tier counts are tested without a database.
import type { ScriptFileEntry } from "@realty/library/content-schema";
import { interleaveScripts, scriptContent } from "@realty/library/library-order";
import type { VideoPostCaptions, VideoSource } from "@realty/library/video-source";
import { postTierForIndex, scriptTierForPosition, videoTierForPosition } from "@realty/plans";
import type { HomepageVideoSetting } from "../settings/homepage-video.ts";
import { type LibraryContent, videoMediaKeys } from "./load-content.ts";

export function scriptRows(scripts: readonly ScriptFileEntry[]) {
  return interleaveScripts(scripts).map((s, position) => ({
    slug: s.slug,
    title: s.title,
    content: scriptContent(s),
    category: s.category,
    topic: s.topic,
    adminCategory: s.adminCategory,
    urgency: s.urgency,
    accessLevel: scriptTierForPosition(position),
    sortOrder: position,
    tags: s.tags,
    topicKey: s.topicKey ?? null,
    language: s.language,
    leadMagnet: s.leadMagnet ?? null,
    kit: s.kit ?? null,
    published: true,
  }));
}

/** Weeks 1-13 are quarter 1 (Market Foundation) … weeks 40-52 quarter 4 (Market Domination). */
export function quarterForWeek(week: number): number {
  return Math.ceil(week / 13);
}

/** The source's posting captions and hashtags; null for a video without a source. */
function postCaptionsOf(source: VideoSource | undefined): VideoPostCaptions | null {
  return source ? { captions: source.captions, hashtags: source.hashtags } : null;
}

export function videoRows(content: Pick<LibraryContent, "videos" | "mediaSizes" | "renders">) {
  return content.videos.map((v) => {
    const keys = videoMediaKeys(v.media);
    return {
      slug: v.slug,
      title: v.title,
      description: v.description,
      category: v.category,
      quarter: quarterForWeek(v.week),
      week: v.week,
      accessLevel: videoTierForPosition(v.week - 1),
      isPopular: v.isPopular,
      publicSample: v.publicSample,
      published: true,
      ...keys,
      // The library ships no per-video poster: the stock thumbnail chosen by id applies (services/content).
      thumbnailKey: null,
      sizeBytes: content.mediaSizes.get(keys.videoKey) ?? null,
      sortOrder: v.week,
      tags: v.tags,
      // Names the rendered files once they exist; until then the title card above plays.
      renderKey: content.renders.bySlug.get(v.slug)?.key ?? null,
      postCaptions: postCaptionsOf(content.renders.bySlug.get(v.slug)?.input.source),
    };
  });
}

export function postRows(content: Pick<LibraryContent, "posts">) {
  return content.posts.map((p) => ({
    postIndex: p.postIndex,
    title: p.title,
    content: p.content,
    imageUrl: `/media/${p.image}`,
    category: p.category,
    platform: p.platform,
    accessLevel: postTierForIndex(p.postIndex),
    tags: [] as string[],
  }));
}

export function homepageVideoSetting(content: Pick<LibraryContent, "homepageVideo" | "renders">): HomepageVideoSetting {
  const { title, description, media } = content.homepageVideo;
  const renderKey = content.renders.homepage?.key ?? null;
  return { title, description, ...videoMediaKeys(media), thumbnailKey: "thumbnails/homepage.jpg", renderKey };
}
