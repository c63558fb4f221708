// Shapes of the library lists (part 1 §3), shared by the API that builds them and the member app
// that reads them. Types only, so importing them costs the dashboard no bytes.

/** GET /api/scripts: a locked script carries only its first 100 characters. */
export interface ScriptItem {
  id: number;
  title: string;
  content: string;
  category: string;
  /** Finer topic (content/README.md `topic`), null for admin-added scripts; a browse filter. */
  topic?: string | null;
  tags: string[];
  accessLevel: string;
  hasAccess: boolean;
  /** Only in an admin's list: unpublished scripts are listed to admins alone. */
  published?: boolean;
  /** "en" or "es" (always sent, optional for older fixtures). */
  language?: ScriptLanguage;
  /** Slug of the checklist or worksheet its call to action promises (GET /api/scripts/:id/lead-magnet). */
  leadMagnet?: string | null;
  /** The member's saved AI version. */
  customizedContent: string | null;
}

export type ScriptLanguage = "en" | "es";

/** The post kit a library script carries (packages/library script-kit.ts), as the API sends it. */
export interface LibraryScriptKit {
  short: { hook: string; body: string; cta: string };
  beats: string[];
  shots: { setting: "phone" | "office"; shot: string }[];
  /** `instagram` serves TikTok too; `x` leaves room for the link within 280 characters. */
  captions: { instagram: string; facebook: string; linkedin: string; x: string };
  hashtags: string[];
  compliance?: string;
}

/** GET /api/scripts/:id: the list item plus its post kit, which a locked script never carries. */
export interface ScriptDetail extends ScriptItem {
  kit: LibraryScriptKit | null;
  leadMagnet: string | null;
  leadMagnetTitle: string | null;
}

/** GET /api/videos: a locked video carries no playable URL. */
export interface VideoItem {
  id: number;
  title: string;
  description: string;
  category: string;
  quarter: number;
  week: number | null;
  isPopular: boolean;
  publicSample: boolean;
  accessLevel: string;
  hasAccess: boolean;
  /** null when locked. */
  videoUrl: string | null;
  /** Alternate encodings the player tries in order when videoUrl fails (empty when locked). */
  fallbackUrls: string[];
  /** The video's own poster once rendered, a stock image before. */
  thumbnailUrl: string;
  sizeBytes: number | null;
  tags: string[];
  published?: boolean;
  /** Whether the motion-graphics render exists; until it does, videoUrl plays the plan's title card. */
  render: VideoRenderState;
  /** 9:16 and 16:9 files, their posters and download links (empty when locked). */
  renditions: VideoRendition[];
  /** WebVTT captions of the render (null when locked or not rendered yet). */
  captionsUrl: string | null;
}

export interface VideoRenderState {
  status: "ready" | "preparing";
  /** 0-100 while preparing. */
  progress: number;
}

/** The full video in 9:16 and 16:9; its 20-35 s short cut in 9:16, 16:9 and 4:5 (feeds). */
export const VIDEO_RENDITION_NAMES = ["portrait", "landscape", "short-portrait", "short-landscape", "short-feed"] as const;
export type VideoRenditionName = (typeof VIDEO_RENDITION_NAMES)[number];
export type VideoCut = "full" | "short";

export interface VideoRendition {
  name: VideoRenditionName;
  cut: VideoCut;
  /** "9:16", "16:9" or "4:5". */
  aspect: string;
  width: number;
  height: number;
  url: string;
  posterUrl: string;
  /** The rendition with the member's branded end card, named after the title. */
  downloadUrl: string;
  sizeBytes: number | null;
  durationSeconds: number | null;
}

/** GET /media/videos/{id}/render-status: polled by the player while a video is prepared. */
export interface VideoRenderStatus extends VideoRenderState {
  /** Set once ready, so the player can switch to the rendered files. */
  captionsUrl: string | null;
}

/** GET /api/social-posts: a locked post carries only its first 50 characters. */
export interface PostItem {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  category: string;
  platform: string;
  accessLevel: string;
  hasAccess: boolean;
  postIndex: number;
  /** How many slides its Instagram carousel has (a list post), or 0 when it has none. */
  carouselSlides: number;
}
