/** The list shows the first 100 characters of a post (part 2 §9). */
export function preview(content: string, max = 100): string {
  return content.length > max ? `${content.slice(0, max)}...` : content;
}

/** "@assets/x.png" names an uploaded asset, served as /media/assets/x.png like members see it. */
export function imageSrc(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("@assets/") ? `/media/assets/${url.slice("@assets/".length)}` : url;
}
