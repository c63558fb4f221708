// What a share page shows for one script or video: everything when the link's signature is valid
// and its member still has the item (or the video is a public sample), otherwise only the teaser a
// locked card would show; nothing (404) for a link whose member lost the item.

import { LANDSCAPE, SHORT_LANDSCAPE, SHORT_PORTRAIT } from "@realty/media/frames/constants";
import { LINK_SIZE } from "@realty/media/post-images/sizes";
import { LOCKED_SCRIPT_CHARS } from "@realty/plans";
import { eq } from "drizzle-orm";
import { renderJobs, scripts, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { excerpt, mediaUrl, stockThumbnailKey, videoSourceUrl } from "../content/present.ts";
import { posterUrl, renditionUrl } from "../content/video-renders.ts";
import { shareState } from "./share-access.ts";
import { SHARE_PARAM, type ShareType, sharePath, signShare } from "./signing.ts";

export interface SharePageItem {
  type: ShareType;
  id: number;
  title: string;
  /** The full script, or the teaser when the link is not signed. */
  text: string;
  /** One or two sentences for link previews. */
  description: string;
  /** Whether the visitor sees the whole item (a valid signature, or a public sample video). */
  unlocked: boolean;
  /** Whether the visitor came through a valid signed link (a share visit). */
  signed: boolean;
  /** Site-relative image path (the page adds the origin). */
  imagePath: string;
  /** The image's real size, declared in og:image:width/height (default: the 640x360 thumbnails). */
  imageSize?: { width: number; height: number };
  /**
   * What plays: once rendered, the short cut (and og:video points to it), with the full video one
   * click away; before that, the title card and its fallbacks.
   */
  video?: {
    sources: { path: string; type: string }[];
    size: { width: number; height: number };
    full?: { path: string; size: { width: number; height: number } };
    /**
     * The 9:16 short cut with its own poster, for a phone held upright; only when the render made
     * it. Link previews stay on `sources` (they frame video wide).
     */
    tall?: { path: string; posterPath: string; size: { width: number; height: number } };
  };
  /** The path that reaches this same view: the signed link when unlocked through a signature. */
  selfPath: string;
  tags: string[];
}

/** A flattened excerpt with an ellipsis when cut: previews and teasers. */
export function teaser(text: string, max: number): string {
  const flat = text.replace(/\\n/g, " ").replace(/\s+/g, " ").trim();
  const cut = excerpt(flat, max);
  return cut.length < flat.length ? `${cut.trimEnd()}…` : flat;
}

/** A poster for scripts by category, from the library's stock artwork (content/media/README.md). */
const SCRIPT_IMAGES: Record<string, string> = {
  buyer: "thumbnails/stock-4.jpg",
  seller: "thumbnails/stock-5.jpg",
  market: "thumbnails/stock-1.jpg",
  local: "thumbnails/stock-6.jpg",
};

export async function signedSharePath(secret: string, type: ShareType, id: number, minterId: number): Promise<string> {
  return `${sharePath(type, id)}?${SHARE_PARAM}=${await signShare(secret, type, id, minterId)}`;
}

const MEDIA_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime" };

function mediaType(key: string): string {
  return MEDIA_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "video/mp4";
}

export async function loadScriptShare(
  db: Database,
  secret: string,
  id: number,
  signature: string | undefined,
): Promise<SharePageItem | null> {
  const [row] = await db.select().from(scripts).where(eq(scripts.id, id)).limit(1);
  if (!row?.published) return null;
  const state = await shareState(db, secret, { type: "script", id, accessLevel: row.accessLevel }, signature);
  // A link whose member lost this item's access opens nothing, not even the teaser.
  if (state === "revoked") return null;
  const signed = state === "open";
  const content = row.content.replace(/\\n/g, "\n");
  const hook = content.split(/\n\s*\n/)[0] ?? content;
  return {
    type: "script",
    id,
    title: row.title,
    text: signed ? content : teaser(content, LOCKED_SCRIPT_CHARS),
    description: signed ? teaser(hook, 200) : teaser(content, LOCKED_SCRIPT_CHARS),
    unlocked: signed,
    signed,
    // Through a member's link the preview is the script in their brand (routes/post-images).
    ...(signed && signature
      ? {
          imagePath: `${sharePath("script", id)}/image.png?${SHARE_PARAM}=${encodeURIComponent(signature)}`,
          imageSize: { width: LINK_SIZE.width, height: LINK_SIZE.height },
        }
      : { imagePath: mediaUrl(SCRIPT_IMAGES[row.category] ?? stockThumbnailKey(id)) }),
    selfPath: signed ? `${sharePath("script", id)}?${SHARE_PARAM}=${signature}` : sharePath("script", id),
    tags: row.tags,
  };
}

/** The title cards the library ships before a render exists are 640x360 (content/media/README.md). */
const TITLE_CARD_SIZE = { width: 640, height: 360 };
/**
 * A share page plays the short cut in 16:9: link previews (Facebook, LinkedIn, X, iMessage) frame
 * og:video and og:image wide, and the page's player is as wide as the text beside it.
 */
const SHARED_CUT = SHORT_LANDSCAPE;
/** What a phone held upright plays instead: the short cut drawn for a tall screen. */
const TALL_CUT = SHORT_PORTRAIT;
const sizeOf = (layout: { width: number; height: number }) => ({ width: layout.width, height: layout.height });

/** The video's finished render: its key and the renditions it made; null until it is done. */
async function doneRender(db: Database, renderKey: string | null): Promise<{ key: string; made: Set<string> } | null> {
  if (!renderKey) return null;
  const [job] = await db
    .select({ status: renderJobs.status, result: renderJobs.result })
    .from(renderJobs)
    .where(eq(renderJobs.key, renderKey))
    .limit(1);
  return job?.status === "done" ? { key: renderKey, made: new Set(Object.keys(job.result ?? {})) } : null;
}

export async function loadVideoShare(
  db: Database,
  secret: string,
  id: number,
  signature: string | undefined,
): Promise<SharePageItem | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row?.published) return null;
  const state = await shareState(db, secret, { type: "video", id, accessLevel: row.accessLevel }, signature);
  if (state === "revoked") return null;
  const signed = state === "open";
  const unlocked = signed || row.publicSample;
  // The /media route checks the signature again, for this video id only (routes/content).
  const query = signed ? `?${SHARE_PARAM}=${signature}` : "";
  const render = await doneRender(db, row.renderKey);
  const rendered = render?.key ?? null;
  const video: NonNullable<SharePageItem["video"]> = render
    ? {
        sources: [{ path: `${renditionUrl(id, SHARED_CUT.name)}${query}`, type: "video/mp4" }],
        size: sizeOf(SHARED_CUT),
        full: { path: `${renditionUrl(id, LANDSCAPE.name)}${query}`, size: sizeOf(LANDSCAPE) },
        // A render made before the tall short cut existed has none: the page then plays the wide one everywhere.
        ...(render.made.has(TALL_CUT.name)
          ? {
              tall: {
                path: `${renditionUrl(id, TALL_CUT.name)}${query}`,
                posterPath: posterUrl(render.key, TALL_CUT.name),
                size: sizeOf(TALL_CUT),
              },
            }
          : {}),
      }
    : {
        sources: [row.videoKey, ...row.fallbackKeys].map((key, i) => ({
          path: `${videoSourceUrl(id, i)}${query}`,
          type: mediaType(key),
        })),
        size: TITLE_CARD_SIZE,
      };
  return {
    type: "video",
    id,
    title: row.title,
    text: row.description,
    description: teaser(row.description, 200),
    unlocked,
    signed,
    imagePath: mediaUrl(row.thumbnailKey ?? stockThumbnailKey(id)),
    // Once rendered, the link preview is the short cut's own 16:9 poster (its hook), declared at that size.
    ...(rendered ? { imagePath: posterUrl(rendered, SHARED_CUT.name), imageSize: sizeOf(SHARED_CUT) } : {}),
    ...(unlocked ? { video } : {}),
    selfPath: signed ? `${sharePath("video", id)}?${SHARE_PARAM}=${signature}` : sharePath("video", id),
    tags: row.tags,
  };
}
