// Every number the post-image renderer, the image routes, the share page's meta tags and the tests
// share. Change a size or a drawing and raise the version: every cached image re-renders.

/** Raise when any drawing changes: cached images carry it in their key. */
export const POST_IMAGE_RENDERER_VERSION = 3;

export const POST_IMAGE_SIZE_NAMES = ["feed", "story", "link"] as const;
export type PostImageSizeName = (typeof POST_IMAGE_SIZE_NAMES)[number];

export interface PostImageSize {
  name: PostImageSizeName;
  width: number;
  height: number;
  /** What the member sees on the download button. */
  label: string;
  /** Margins kept free of text: a story's top and bottom sit under the apps' own overlays. */
  safe: { top: number; bottom: number };
}

/** 4:5 portrait: the tallest image Instagram and Facebook feeds show uncropped. */
export const FEED_SIZE: PostImageSize = {
  name: "feed",
  width: 1080,
  height: 1350,
  label: "Feed 1080x1350",
  safe: { top: 0, bottom: 0 },
};
/** 9:16 for Stories and Reels covers. */
export const STORY_SIZE: PostImageSize = {
  name: "story",
  width: 1080,
  height: 1920,
  label: "Story 1080x1920",
  safe: { top: 220, bottom: 260 },
};
/** The link preview (Open Graph, X's large card, LinkedIn). */
export const LINK_SIZE: PostImageSize = {
  name: "link",
  width: 1200,
  height: 630,
  label: "Link 1200x630",
  safe: { top: 0, bottom: 0 },
};

export const POST_IMAGE_SIZES: Record<PostImageSizeName, PostImageSize> = { feed: FEED_SIZE, story: STORY_SIZE, link: LINK_SIZE };

export function isPostImageSize(name: string): name is PostImageSizeName {
  return (POST_IMAGE_SIZE_NAMES as readonly string[]).includes(name);
}
