// Public media the pages show, imported from content/media so the build carries its own copies
// (hashed under /_astro) and no marketing page depends on the gated /media routes.
import type { ImageMetadata } from "astro";

const thumbnails = import.meta.glob<ImageMetadata>("../../../../content/media/thumbnails/*.jpg", {
  import: "default",
  eager: true,
});
const videoFiles = import.meta.glob<string>("../../../../content/media/videos/*.{mp4,webm}", {
  query: "?url",
  import: "default",
  eager: true,
});

// Posters and short previews the video renderer made from the real sources (tools/marketing-media.ts).
const productPosters = import.meta.glob<ImageMetadata>("../assets/product/*-poster.jpg", { import: "default", eager: true });
const productPreviews = import.meta.glob<string>("../assets/product/*-preview.mp4", {
  query: "?url",
  import: "default",
  eager: true,
});

// The home page's sample posts as members get them, with the sample footer (tools/marketing-post-images.ts).
const productPosts = import.meta.glob<ImageMetadata>("../assets/product/post-*.jpg", { import: "default", eager: true });

const productShots = import.meta.glob<ImageMetadata>("../assets/product/{dashboard,script-dialog,social-hub}.jpg", {
  import: "default",
  eager: true,
});

/** A screenshot of the running app (tools/screenshots.ts): "dashboard", "script-dialog" or "social-hub". */
export function productShot(name: "dashboard" | "script-dialog" | "social-hub"): ImageMetadata {
  const found = productShots[`../assets/product/${name}.jpg`];
  if (!found) throw new Error(`assets/product/${name}.jpg is missing: run npm run screenshots`);
  return found;
}

/** The renderer's short-cut poster (its hook) of "homepage" or a public sample's slug. */
export function renderedPoster(name: string): ImageMetadata {
  const found = productPosters[`../assets/product/${name}-poster.jpg`];
  if (!found) throw new Error(`assets/product/${name}-poster.jpg is missing: run npm run marketing:media`);
  return found;
}

/** The renderer's 10-second preview of the same video's short cut (H.264, plays in every browser). */
export function renderedPreview(name: string): VideoSource[] {
  const found = productPreviews[`../assets/product/${name}-preview.mp4`];
  if (!found) throw new Error(`assets/product/${name}-preview.mp4 is missing: run npm run marketing:media`);
  return [{ src: found, type: "video/mp4" }];
}

function pick<T>(files: Record<string, T>, path: string): T {
  const found = files[`../../../../content/media/${path}`];
  if (found === undefined) throw new Error(`content/media/${path} is missing`);
  return found;
}

/** The poster frame of a rendered plan card, or of the home page video ("homepage"). */
export function thumbnail(name: string): ImageMetadata {
  return pick(thumbnails, `thumbnails/${name}.jpg`);
}

/** The rendered feed image (4:5) of the post at `postIndex` in posts.json. */
export function renderedPostImage(postIndex: number): ImageMetadata {
  const found = productPosts[`../assets/product/post-${postIndex}.jpg`];
  if (!found) throw new Error(`assets/product/post-${postIndex}.jpg is missing: run npm run marketing:media`);
  return found;
}

export interface VideoSource {
  src: string;
  type: string;
}

/** WebM first (smaller), MP4 as the fallback every browser plays. */
export function videoSources(media: string): VideoSource[] {
  return [
    { src: pick(videoFiles, `videos/${media}.webm`), type: "video/webm" },
    { src: pick(videoFiles, `videos/${media}.mp4`), type: "video/mp4" },
  ];
}
