// Public media the pages show, imported from content/media so the build carries its own copies
// (hashed under /_astro) and no marketing page depends on the gated /media routes.
import type { ImageMetadata } from "astro";

const thumbnails = import.meta.glob<ImageMetadata>("../../../../content/media/thumbnails/*.jpg", {
  import: "default",
  eager: true,
});
const postImages = import.meta.glob<ImageMetadata>("../../../../content/media/posts/*.svg", {
  import: "default",
  eager: true,
});
const videoFiles = import.meta.glob<string>("../../../../content/media/videos/*.{mp4,webm}", {
  query: "?url",
  import: "default",
  eager: true,
});

function pick<T>(files: Record<string, T>, path: string): T {
  const found = files[`../../../../content/media/${path}`];
  if (found === undefined) throw new Error(`content/media/${path} is missing`);
  return found;
}

/** The poster frame of a rendered plan card, or of the home page video ("homepage"). */
export function thumbnail(name: string): ImageMetadata {
  return pick(thumbnails, `thumbnails/${name}.jpg`);
}

/** A post's square artwork; `image` is the path in posts.json ("posts/buyer-keys.svg"). */
export function postImage(image: string): ImageMetadata {
  return pick(postImages, image);
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
