// The settings row behind GET /api/homepage-video: the seed writes it from content/, the catalogue
// reads it, and pruning old renders keeps the one it names.
export const HOMEPAGE_VIDEO_KEY = "homepageVideo";

/** The settings row behind GET /api/homepage-video. */
export interface HomepageVideoSetting {
  title: string;
  description: string;
  videoKey: string;
  fallbackKeys: string[];
  thumbnailKey: string;
  /** The rendered home video's key (content/media/homepage-source.json), when it has a source. */
  renderKey?: string | null;
}
