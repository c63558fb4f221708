import type { VideoItem as Video } from "@realty/contracts/library";
import useSWR from "swr";

export type { Video };

/** Both lists load only for a user with an id (part 1 §6). */
export function useVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? "/api/videos" : null);
}

export function useFeaturedVideos(userId: number | undefined) {
  return useSWR<Video[] | null>(userId ? "/api/videos/featured" : null);
}
