import type { VideoItem as Video } from "@realty/contracts/library";
import useSWR from "swr";

export type { Video };

export const VIDEOS_KEY = "/api/videos";
export const FEATURED_VIDEOS_KEY = "/api/videos/featured";

/** Both lists load only for a user with an id (part 1 §6). */
export function useVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? VIDEOS_KEY : null);
}

export function useFeaturedVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? FEATURED_VIDEOS_KEY : null);
}
