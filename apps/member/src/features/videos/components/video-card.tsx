import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { cn } from "@realty/ui/cn";
import { Lock, Play, Share2, Star } from "lucide-react";
import { PostToHub } from "../../../components/post-to-hub.tsx";
import type { Video } from "../api/get-videos.ts";
import { QUARTERS } from "../video-filters.ts";

export interface VideoCardProps {
  video: Video;
  /** The tier a locked video needs, e.g. "Momentum Vault". */
  tierName?: string;
  onPlay: () => void;
  onShare: () => void;
  compact?: boolean;
  /** The first card on screen: its thumbnail is the tab's largest paint, so it loads at once. */
  priority?: boolean;
}

/** One video: thumbnail, title, category and quarter; LOCKED or Play Video; a share control. */
export function VideoCard({ video, tierName, onPlay, onShare, compact = false, priority = false }: VideoCardProps) {
  const titleId = `video-${video.id}${compact ? "-featured" : ""}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-video-id={video.id}
      className="flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <div className="relative aspect-video bg-brand-900">
        <img
          src={video.thumbnailUrl}
          alt=""
          width={1280}
          height={720}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="size-full object-cover"
        />
        {video.hasAccess ? null : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-ink/65 text-white">
            <Lock className="size-6" aria-hidden />
            <span className="text-sm font-bold tracking-widest">LOCKED</span>
            {tierName ? <span className="text-xs text-white/80">{tierName}</span> : null}
          </div>
        )}
        {video.isPopular ? (
          <Badge variant="accent" className="absolute top-2 left-2">
            <Star aria-hidden />
            Popular
          </Badge>
        ) : null}
      </div>
      <div className={cn("flex flex-1 flex-col gap-2", compact ? "p-3" : "p-4")}>
        <h3 id={titleId} className="leading-snug font-bold text-ink">
          {video.title}
        </h3>
        {compact ? null : <p className="line-clamp-2 text-sm text-muted">{video.description}</p>}
        <div className="flex flex-wrap gap-1.5 text-xs">
          <Badge variant="secondary">{video.category}</Badge>
          <Badge variant="outline">
            Q{video.quarter}
            {QUARTERS[video.quarter] ? `: ${QUARTERS[video.quarter]}` : ""}
          </Badge>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {video.hasAccess ? (
            <>
              <Button type="button" size="sm" onClick={onPlay} aria-label={`Play Video: ${video.title}`}>
                <Play aria-hidden />
                Play Video
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={onShare} aria-label={`Share ${video.title}`}>
                <Share2 aria-hidden />
                Share
              </Button>
              <PostToHub kind="video" id={video.id} title={video.title} />
            </>
          ) : (
            <Button type="button" size="sm" variant="outline" disabled aria-label={`LOCKED: ${video.title}`}>
              <Lock aria-hidden />
              LOCKED
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
