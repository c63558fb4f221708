// The library files the public pages show samples of, validated when the site is built with the
// schemas the seed uses, and ordered by the same library order (@realty/library), so the landing
// page shows the scripts the lowest tier opens first.
import {
  type PostFileEntry,
  postFile,
  type ScriptFileEntry,
  scriptFileEntry,
  type VideoFileEntry,
  videoFile,
  videoSettingsFile,
} from "@realty/library/content-schema";
import { interleaveScripts, scriptContent } from "@realty/library/library-order";
import { PLATFORM_NAMES } from "@realty/library/taxonomy";
import postsFile from "../../../../content/posts/posts.json";
import buyerScripts from "../../../../content/scripts/buyer.json";
import localScripts from "../../../../content/scripts/local.json";
import marketScripts from "../../../../content/scripts/market.json";
import sellerScripts from "../../../../content/scripts/seller.json";
import settingsFile from "../../../../content/videos/settings.json";
import videosFile from "../../../../content/videos/videos.json";

export type Script = ScriptFileEntry;
export type Video = VideoFileEntry;
export type Post = PostFileEntry;

const byCategory = {
  buyer: scriptFileEntry.array().parse(buyerScripts),
  seller: scriptFileEntry.array().parse(sellerScripts),
  market: scriptFileEntry.array().parse(marketScripts),
  local: scriptFileEntry.array().parse(localScripts),
};

/** The library's order as the seed stores it; the landing shows the first three (docs/decisions/). */
export const SCRIPTS: readonly Script[] = interleaveScripts(Object.values(byCategory).flat());

export const SCRIPT_COUNTS = {
  buyer: byCategory.buyer.length,
  seller: byCategory.seller.length,
  market: byCategory.market.length,
  local: byCategory.local.length,
};

export const VIDEOS: readonly Video[] = videoFile.parse(videosFile);
/** The two videos anyone may play: "Renting VS Buying" and "Downpayment Buying Myths". */
export const SAMPLE_VIDEOS: readonly Video[] = VIDEOS.filter((v) => v.publicSample);

export const POSTS: readonly Post[] = postFile.parse(postsFile);
/** The home page's three example posts are the first three of the list. */
export const SAMPLE_POSTS: readonly Post[] = POSTS.slice(0, 3);

export const HOMEPAGE_VIDEO = videoSettingsFile.parse(settingsFile).homepageVideo;

export const PLATFORM_LABELS = PLATFORM_NAMES;

/** The script text as stored (hook, body, call to action) without a leading "POV:". */
export function scriptText(s: Script): string {
  return scriptContent(s).replace(/^POV:\s*/i, "");
}
