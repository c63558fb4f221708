// History's filters: a network, a status, and a range of days in the member's time zone. Applied to
// the posts History already loaded (the most recent hundred), so changing a filter is instant.
import { dayIn, type HubPost, type HubPostStatus, type Platform } from "@realty/contracts/social-constants";

export interface HistoryFilter {
  platform: Platform | "all";
  /** "sent" groups posted and partly posted; "queued" groups scheduled and publishing. */
  status: "all" | "queued" | "sent" | "failed" | "cancelled";
  /** YYYY-MM-DD, inclusive, in the member's zone; "" for no bound. */
  from: string;
  to: string;
}

export const NO_FILTER: HistoryFilter = { platform: "all", status: "all", from: "", to: "" };

const STATUS_GROUPS: Record<Exclude<HistoryFilter["status"], "all">, HubPostStatus[]> = {
  queued: ["scheduled", "publishing"],
  sent: ["posted", "partial"],
  failed: ["failed", "partial"],
  cancelled: ["cancelled"],
};

/** The day a post belongs to: when it is (or was) scheduled, else when it was made. */
export function postDay(post: HubPost, zone: string): string {
  return dayIn(new Date(post.scheduledFor ?? post.createdAt), zone);
}

export function filterPosts(posts: HubPost[], filter: HistoryFilter, zone: string): HubPost[] {
  return posts.filter((post) => {
    if (filter.platform !== "all" && !post.deliveries.some((d) => d.platform === filter.platform)) return false;
    if (filter.status !== "all" && !STATUS_GROUPS[filter.status].includes(post.status)) return false;
    const day = postDay(post, zone);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return true;
  });
}
