import {
  HUB_PLATFORMS,
  type HubDelivery,
  type HubPost,
  type HubPostStatus,
  PLATFORM_NAMES,
} from "@realty/contracts/social-constants";
import { Badge } from "@realty/ui/badge";
import { Card, CardContent } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { Eye, History, MessageCircle, Repeat2, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { useHubPosts } from "../api/social-api.ts";
import { filterPosts, type HistoryFilter, NO_FILTER } from "../lib/history-filter.ts";
import { platformInfo } from "../lib/platforms.ts";
import { showTime } from "../lib/time-zone.ts";
import { PostActions } from "./post-actions.tsx";

const POST_STATUS: Record<HubPostStatus, { label: string; variant: "success" | "secondary" | "destructive" | "outline" }> = {
  posted: { label: "Posted", variant: "success" },
  scheduled: { label: "Scheduled", variant: "secondary" },
  publishing: { label: "Publishing", variant: "outline" },
  partial: { label: "Partly posted", variant: "destructive" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "outline" },
};

const DELIVERY_STATUS: Record<HubDelivery["status"], string> = {
  pending: "Waiting",
  claimed: "Sending",
  sending: "Sending",
  posted: "Posted",
  failed: "Failed",
  cancelled: "Cancelled",
};

function DeliveryLine({
  delivery,
  scheduled,
  zone,
  main,
}: {
  delivery: HubDelivery;
  scheduled: boolean;
  zone: string;
  main: string;
}) {
  const ownText = delivery.content !== main ? delivery.content : null;
  const when = (iso: string) => showTime(iso, zone);
  const { name, Icon } = platformInfo(delivery.platform);
  const retrying = delivery.status === "pending" && delivery.attempts > 0 && delivery.nextAttemptAt;
  const state =
    scheduled && delivery.status === "pending" && delivery.attempts === 0 ? "Scheduled" : DELIVERY_STATUS[delivery.status];
  return (
    <li className="flex flex-col gap-1 border-t border-line py-2 text-sm first:border-t-0 sm:flex-row sm:items-center sm:gap-4">
      <span className="flex items-center gap-2 font-medium sm:w-56">
        <Icon className="size-4" /> {name}
        {delivery.sandbox ? <Badge variant="outline">Sandbox</Badge> : null}
      </span>
      <span className={delivery.status === "failed" ? "text-danger" : "text-muted"}>
        {retrying ? `Retrying at ${when(delivery.nextAttemptAt ?? "")}` : state}
        {delivery.error ? `: ${delivery.error}` : ""}
      </span>
      {ownText ? <span className="text-xs text-muted">Own version: {ownText}</span> : null}
      {delivery.status === "posted" ? (
        delivery.engagement ? (
          <span className="flex flex-wrap gap-x-3 gap-y-1 text-muted sm:ml-auto">
            <span title="Likes" className="inline-flex items-center gap-1">
              <ThumbsUp className="size-3.5" aria-hidden /> {delivery.engagement.likes} likes
            </span>
            <span title="Shares" className="inline-flex items-center gap-1">
              <Repeat2 className="size-3.5" aria-hidden /> {delivery.engagement.shares} shares
            </span>
            <span title="Comments" className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden /> {delivery.engagement.comments} comments
            </span>
            {delivery.reach !== null ? (
              <span title="Reach or views, as the network reports it" className="inline-flex items-center gap-1">
                <Eye className="size-3.5" aria-hidden /> {delivery.reach.toLocaleString("en-US")} reached
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-xs text-muted sm:ml-auto">{name} does not report engagement to apps</span>
        )
      ) : null}
    </li>
  );
}

function PostItem({ post, zone }: { post: HubPost; zone: string }) {
  const status = POST_STATUS[post.status] ?? POST_STATUS.failed;
  const when = (iso: string) => showTime(iso, zone);
  return (
    <Card className="gap-3 py-4" role="article" aria-label={`Post from ${when(post.createdAt)}`}>
      <CardContent className="flex flex-col gap-3 px-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span>{post.scheduledFor ? `Scheduled for ${when(post.scheduledFor)}` : `Posted ${when(post.createdAt)}`}</span>
        </div>
        <p className="text-sm whitespace-pre-wrap text-ink">{post.content}</p>
        {post.firstComment ? <p className="text-xs text-muted">First comment: {post.firstComment}</p> : null}
        <ul>
          {post.deliveries.map((d) => (
            <DeliveryLine key={d.platform} delivery={d} scheduled={Boolean(post.scheduledFor)} zone={zone} main={post.content} />
          ))}
        </ul>
        <PostActions post={post} zone={zone} />
      </CardContent>
    </Card>
  );
}

/** History from real posts: overall status, each platform's status and engagement. */
export function HistoryTab({ zone }: { zone: string }) {
  const { data: posts, error } = useHubPosts();
  if (error) return <p className="text-sm text-danger">History could not be loaded. Please try again.</p>;
  if (posts === undefined) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (!posts || posts.length === 0) {
    return (
      <Card className="items-center py-12 text-center">
        <History className="size-10 text-muted" aria-hidden />
        <CardContent className="flex flex-col gap-1">
          <p className="font-semibold text-ink">No posts yet</p>
          <p className="text-sm text-muted">Posts you publish or schedule from Compose appear here with their status.</p>
        </CardContent>
      </Card>
    );
  }
  return <FilteredHistory posts={posts} zone={zone} />;
}

const SELECT = "h-9 w-full rounded-lg border border-line bg-white px-2 text-base md:text-sm";

function FilteredHistory({ posts, zone }: { posts: HubPost[]; zone: string }) {
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const shown = filterPosts(posts, filter, zone);
  const set = (patch: Partial<HistoryFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-label="Filter History" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Network
          <select
            className={SELECT}
            value={filter.platform}
            onChange={(e) => set({ platform: e.target.value as HistoryFilter["platform"] })}
          >
            <option value="all">All networks</option>
            {HUB_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_NAMES[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Status
          <select
            className={SELECT}
            value={filter.status}
            onChange={(e) => set({ status: e.target.value as HistoryFilter["status"] })}
          >
            <option value="all">All statuses</option>
            <option value="queued">Queued only</option>
            <option value="sent">Sent only</option>
            <option value="failed">Failed only</option>
            <option value="cancelled">Cancelled only</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          From
          <input type="date" className={SELECT} value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          To
          <input type="date" className={SELECT} value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </fieldset>
      <p className="text-xs text-muted" role="status">
        {shown.length === posts.length ? `${posts.length} posts` : `${shown.length} of ${posts.length} posts match`}
      </p>
      {shown.map((post) => (
        <PostItem key={post.id} post={post} zone={zone} />
      ))}
    </div>
  );
}
