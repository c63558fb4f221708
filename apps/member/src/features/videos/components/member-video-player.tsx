import { sizeLabel } from "@realty/ui/video-file";
import { VideoPlayerModal } from "@realty/ui/video-player";
import { useRenderStatus } from "../api/get-render-status.ts";
import type { Video } from "../api/get-videos.ts";
import { VoicedDownloads } from "./voiced-downloads.tsx";

/** The shape a download button names: where that file is posted. */
const DOWNLOAD_LABELS = {
  portrait: "Download for Reels",
  landscape: "Download for YouTube",
  "short-portrait": "Download for Reels",
  "short-landscape": "Download for YouTube",
  "short-feed": "Download for feeds (4:5)",
} as const;

/** "720p · 2.1MB": the played file's real height and size. */
function qualityOf(video: Video): string {
  const played = video.render.status === "ready" ? video.renditions.find((r) => r.name === "landscape") : undefined;
  if (!played) return sizeLabel(video.sizeBytes) ?? "Title card";
  const size = sizeLabel(played.sizeBytes);
  return size ? `${played.height}p · ${size}` : `${played.height}p`;
}

/**
 * The member's player: the rendered 16:9 file with its captions and the branded downloads, or,
 * while the render is made, the plan's title card under a "Preparing this video..." progress strip.
 */
export default function MemberVideoPlayer({ video, onClose }: { video: Video; onClose: () => void }) {
  const preparing = video.render.status !== "ready";
  const status = useRenderStatus(video.id, preparing);
  const ready = video.render.status === "ready";
  // Only files the finished render made: a missing one (either cut) offers no download button.
  const made = ready ? video.renditions.filter((r) => r.durationSeconds !== null) : [];
  return (
    <VideoPlayerModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={video.title}
      sources={video.videoUrl ? [video.videoUrl, ...video.fallbackUrls] : []}
      poster={video.thumbnailUrl}
      qualityLabel={qualityOf(video)}
      downloadable
      captionsUrl={video.captionsUrl}
      preparing={preparing ? { progress: status.data?.progress ?? video.render.progress } : null}
      downloadsArea={
        made.length > 0 ? (
          <VoicedDownloads
            videoId={video.id}
            videoUrls={{
              full: video.renditions.find((r) => r.name === "portrait")?.url ?? video.videoUrl ?? "",
              short: video.renditions.find((r) => r.name === "short-portrait")?.url,
            }}
            title={video.title}
            downloads={made.map((r) => ({
              label: DOWNLOAD_LABELS[r.name],
              url: r.downloadUrl,
              cut: r.cut,
              seconds: r.durationSeconds,
            }))}
          />
        ) : null
      }
    />
  );
}
