// The member's post tools: branded image URLs per size and the signed post-page link.
import { apiRequest } from "../../../lib/api-client.ts";

/** The sizes the server renders (apps/edge-api post-images/sizes.ts), with their button labels. */
export const POST_IMAGE_SIZES = [
  { name: "feed", label: "Feed 1080x1350" },
  { name: "story", label: "Story 1080x1920" },
  { name: "link", label: "Link 1200x630" },
] as const;
export type PostImageSizeName = (typeof POST_IMAGE_SIZES)[number]["name"];

/** `version` changes after the member edits what the image shows, so the browser fetches it again. */
export function postImageUrl(id: number, size: PostImageSizeName, version = 0, download = false): string {
  const query = new URLSearchParams();
  if (download) query.set("download", "1");
  if (version) query.set("v", String(version));
  const q = query.toString();
  return `/api/posts/${id}/image/${size}${q ? `?${q}` : ""}`;
}

/**
 * The card-sized WebP of the feed image (540x675, same 4:5 as the 1080x1350 PNG): what
 * the Posts tab shows. Downloads and shares keep `postImageUrl`'s full PNG.
 */
export function postPreviewUrl(id: number, version = 0): string {
  const query = new URLSearchParams({ preview: "1" });
  if (version) query.set("v", String(version));
  return `/api/posts/${id}/image/feed?${query.toString()}`;
}

/** One slide (1-based) of a list post's Instagram carousel, 1080x1350 PNG. */
export function carouselSlideUrl(id: number, slide: number, download = false): string {
  return `/api/posts/${id}/carousel/${slide}${download ? "?download=1" : ""}`;
}

/** Every slide of the carousel in one zip, named in swipe order. */
export function carouselZipUrl(id: number): string {
  return `/api/posts/${id}/carousel.zip`;
}

/** GET /api/posts/:id/share-link: the member's signed post page. */
export async function getPostShareLink(id: number): Promise<string> {
  return (await apiRequest<{ url: string }>("GET", `/api/posts/${id}/share-link`)).url;
}
