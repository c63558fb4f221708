import type { Video } from "./api/get-videos.ts";

/** The quarters of the 52-week plan (marketing /professional-videos). */
export const QUARTERS: Record<number, string> = {
  1: "Market Foundation",
  2: "Authority Building",
  3: "Expert Status",
  4: "Market Domination",
};

export const FEATURED_LIMIT = 6;

export interface VideoFilter {
  category: string;
  /** "" for all quarters; otherwise parsed as an integer (part 1 §5). */
  quarter: string;
}

export function filterVideos(videos: readonly Video[], filter: VideoFilter): Video[] {
  const quarter = filter.quarter ? Number.parseInt(filter.quarter, 10) : Number.NaN;
  return videos.filter(
    (v) => (!filter.category || v.category === filter.category) && (Number.isNaN(quarter) || v.quarter === quarter),
  );
}

export function categoriesOf(videos: readonly Video[]): string[] {
  return [...new Set(videos.map((v) => v.category))].sort((a, b) => a.localeCompare(b));
}
