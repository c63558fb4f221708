// The library items the social contract tests attach: a video whose five renditions are in the media
// store (as a finished render leaves them) and two posts whose branded images render on demand.
import { VIDEO_RENDITION_NAMES, type VideoRenditionName } from "@realty/contracts/library";
import { socialPosts, videos } from "../db/schema.ts";
import type { TestApp } from "./test-app.ts";

export interface LibraryMedia {
  videoId: number;
  postIds: [number, number];
}

/**
 * Each rendition's size, so a fake network's upload shows which file it received: the 9:16 short
 * cut (the one most networks receive) is exactly `videoBytes`, every other a few KB more.
 */
const EXTRA_KB: Record<VideoRenditionName, number> = {
  "short-portrait": 0,
  "short-landscape": 2,
  "short-feed": 3,
  portrait: 5,
  landscape: 6,
};

export function renditionBytes(videoBytes: number, name: VideoRenditionName): number {
  return videoBytes + EXTRA_KB[name] * 1024;
}

/** Adds the items to `t`'s database and media store; `videoBytes` sizes the renditions (renditionBytes). */
export async function addLibraryMedia(t: TestApp, videoBytes: number): Promise<LibraryMedia> {
  const [video] = await t.db
    .insert(videos)
    .values({ title: "Renting vs Buying", category: "Wealth", accessLevel: "sampler", videoKey: "videos/x.mp4", renderKey: "r1" })
    .returning({ id: videos.id });
  for (const name of VIDEO_RENDITION_NAMES) {
    const bytes = new Uint8Array(renditionBytes(videoBytes, name)).fill(name.length);
    await t.deps.media.put(`renders/r1/${name}.mp4`, bytes, "video/mp4");
  }
  const posts = await t.db
    .insert(socialPosts)
    .values([
      { title: "Just Listed", content: "Just listed!", category: "Listings", accessLevel: "sampler", postIndex: 0 },
      { title: "Open House", content: "Open house Sunday", category: "Listings", accessLevel: "sampler", postIndex: 1 },
    ])
    .returning({ id: socialPosts.id });
  return { videoId: video?.id ?? 0, postIds: [posts[0]?.id ?? 0, posts[1]?.id ?? 0] };
}

/** The message of an error answer, as the hub shows it. */
export async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}
