import type { VideoRenderStatus } from "@realty/contracts/library";
import useSWR, { useSWRConfig } from "swr";

/** How often an open player asks whether its video's render is ready. */
export const RENDER_POLL_MS = 3000;

/**
 * Polls the render status while `videoId` is preparing; once ready, refreshes the video lists so
 * the player switches to the rendered files.
 */
export function useRenderStatus(videoId: number, preparing: boolean) {
  const { mutate } = useSWRConfig();
  return useSWR<VideoRenderStatus>(preparing ? `/media/videos/${videoId}/render-status` : null, {
    refreshInterval: (latest) => (latest?.status === "ready" ? 0 : RENDER_POLL_MS),
    onSuccess: (status) => {
      if (status.status !== "ready") return;
      void mutate("/api/videos");
      void mutate("/api/videos/featured");
    },
  });
}
