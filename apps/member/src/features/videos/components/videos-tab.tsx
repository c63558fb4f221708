import { lockedTierLabel } from "@realty/plans";
import { Skeleton } from "@realty/ui/skeleton";
import { memo, type ReactNode, Suspense, useState } from "react";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { useRenderedCount } from "../../../lib/use-rendered-count.ts";
import { useFeaturedVideos, useVideos, type Video } from "../api/get-videos.ts";
import { categoriesOf, FEATURED_LIMIT, filterVideos, QUARTERS, type VideoFilter } from "../video-filters.ts";
import { UpgradeCard } from "./upgrade-card.tsx";
import { VideoCard } from "./video-card.tsx";
import type { VideoShareTarget } from "./video-share-dialog.tsx";

// Loaded on first use: the player and the share dialog are not part of the dashboard's first load.
const MemberVideoPlayer = lazyPart(
  "features/videos/components/member-video-player",
  () => import("./member-video-player.tsx"),
  (m) => m.default,
);
const VideoShareDialog = lazyPart(
  "features/videos/components/video-share-dialog",
  () => import("./video-share-dialog.tsx"),
  (m) => m.default,
);

/** Six loading placeholders (part 1 §2.12), keyed by slot. */
const PLACEHOLDERS = ["p1", "p2", "p3", "p4", "p5", "p6"];
const SELECT =
  "h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25";

export interface VideosTabProps {
  userId: number;
  /** ?video={id}: the video to open once the list has loaded. */
  deepLinkVideoId?: number | undefined;
  renderShare?: (target: VideoShareTarget) => ReactNode;
}

function Placeholders() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading videos">
      {PLACEHOLDERS.map((slot) => (
        <Skeleton key={slot} className="aspect-video rounded-(--radius-card)" data-testid="video-skeleton" />
      ))}
    </div>
  );
}

interface ListedVideoProps {
  video: Video;
  compact: boolean;
  priority: boolean;
  tierName: string | undefined;
  onPlay: (id: number) => void;
  onShare: (id: number) => void;
}

/**
 * A card of the lists, memoized with stable callbacks (state setters): the rest of the list renders
 * after the first screen (useRenderedCount), and cards already shown need no new render then.
 */
const ListedVideo = memo(function ListedVideo({ video, onPlay, onShare, ...rest }: ListedVideoProps) {
  return <VideoCard video={video} {...rest} onPlay={() => onPlay(video.id)} onShare={() => onShare(video.id)} />;
});

export default function VideosTab({ userId, deepLinkVideoId, renderShare }: VideosTabProps) {
  const featured = useFeaturedVideos(userId);
  // The full list (65 KB) is below the featured row on a phone: asked for once the featured row
  // is in, so it does not share the network with the first screen's thumbnail.
  const videos = useVideos(featured.data !== undefined || featured.error ? userId : undefined);
  const { accessLevel } = useAccessLevel();
  const [filter, setFilter] = useState<VideoFilter>({ category: "", quarter: "" });
  const [playingId, setPlayingId] = useState<number | null>(null);
  const [sharingId, setSharingId] = useState<number | null>(null);
  const [deepLinkHandled, setDeepLinkHandled] = useState(false);

  const all = videos.data ?? [];
  const list = filterVideos(all, filter);
  // The featured row fills the first screen: the full list renders its first cards, then the rest.
  const rendered = useRenderedCount(list.length, 6);
  const top = (featured.data ?? []).slice(0, FEATURED_LIMIT);
  const find = (id: number | null) => (id === null ? undefined : (all.find((v) => v.id === id) ?? top.find((v) => v.id === id)));

  // The deep link opens its video once the list is there (and only if the member may watch it).
  if (!deepLinkHandled && deepLinkVideoId !== undefined && videos.data) {
    setDeepLinkHandled(true);
    if (videos.data.some((v) => v.id === deepLinkVideoId && v.hasAccess)) setPlayingId(deepLinkVideoId);
  }

  const playing = find(playingId);
  const sharing = find(sharingId);
  const someLocked = all.some((v) => !v.hasAccess);
  const card = (video: Video, compact = false, priority = false) => (
    <ListedVideo
      key={video.id}
      video={video}
      compact={compact}
      priority={priority}
      tierName={video.hasAccess ? undefined : lockedTierLabel(accessLevel, video.accessLevel)}
      onPlay={setPlayingId}
      onShare={setSharingId}
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="featured-videos-heading" className="flex flex-col gap-3">
        <h2 id="featured-videos-heading" className="text-xl font-bold text-ink">
          Featured Videos
        </h2>
        {featured.isLoading && !featured.data ? (
          <Placeholders />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{top.map((v, i) => card(v, true, i === 0))}</div>
        )}
      </section>

      <section aria-labelledby="all-videos-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <h2 id="all-videos-heading" className="text-xl font-bold text-ink">
            Professional Videos
          </h2>
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 text-xs font-medium text-muted">
              Category
              <select
                className={SELECT}
                value={filter.category}
                onChange={(e) => setFilter({ ...filter, category: e.target.value })}
              >
                <option value="">All Categories</option>
                {categoriesOf(all).map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-muted">
              Quarter
              <select
                className={SELECT}
                value={filter.quarter}
                onChange={(e) => setFilter({ ...filter, quarter: e.target.value })}
              >
                <option value="">All Quarters</option>
                {Object.entries(QUARTERS).map(([q, name]) => (
                  <option key={q} value={q}>{`Q${q}: ${name}`}</option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {videos.data === undefined && !videos.error ? (
          <Placeholders />
        ) : list.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-line bg-white p-8 text-center text-muted">
            No videos available
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{list.slice(0, rendered).map((v) => card(v))}</div>
        )}
      </section>

      {someLocked && accessLevel !== "domination" ? <UpgradeCard /> : null}

      <Suspense fallback={null}>
        {playing?.videoUrl ? <MemberVideoPlayer video={playing} onClose={() => setPlayingId(null)} /> : null}
        {sharing ? <VideoShareDialog video={sharing} renderShare={renderShare} onClose={() => setSharingId(null)} /> : null}
      </Suspense>
    </div>
  );
}
