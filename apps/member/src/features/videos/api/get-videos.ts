import useSWR from "swr";

/** A video as GET /api/videos answers it (part 1 §3); locked videos carry no playable URL. */
export interface Video {
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
  videoUrl: string | null;
  fallbackUrls: string[];
  thumbnailUrl: string;
  sizeBytes: number | null;
  tags: string[];
}

/** Part 1 §3: video id 158 is hidden from the list. */
export const HIDDEN_VIDEO_ID = 158;

/** Both lists load only for a user with an id (part 1 §6). */
export function useVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? "/api/videos" : null);
}

export function useFeaturedVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? "/api/videos/featured" : null);
}
