// The hub's calls (part 2 §7). Status is never retried (the spec says so) and is re-read when the
// tab regains focus, since connecting happens in another tab.
import type {
  HubAnalytics,
  HubPost,
  HubPostInput,
  HubPostResult,
  HubScheduleInput,
  Platform,
  SocialStatus,
} from "@realty/contracts/social";
import useSWR, { mutate } from "swr";
import { apiRequest } from "../../../lib/api-client.ts";

export const STATUS_KEY = "/api/social/status";
export const POSTS_KEY = "/api/social/posts";
export const ANALYTICS_KEY = "/api/social/analytics";

export function useSocialStatus() {
  return useSWR<SocialStatus | null>(STATUS_KEY, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    dedupingInterval: 2_000,
  });
}

export function useHubPosts() {
  return useSWR<HubPost[] | null>(POSTS_KEY, { revalidateOnFocus: true, dedupingInterval: 2_000 });
}

export function useHubAnalytics() {
  return useSWR<HubAnalytics | null>(ANALYTICS_KEY, { revalidateOnFocus: true, dedupingInterval: 2_000 });
}

/** After a post or schedule: History and Analytics read again (part 2 §7). */
async function refreshLists(): Promise<void> {
  await Promise.all([mutate(POSTS_KEY), mutate(ANALYTICS_KEY)]);
}

export async function postNow(input: HubPostInput): Promise<HubPostResult> {
  const result = await apiRequest<HubPostResult>("POST", "/api/social/post", input);
  await refreshLists();
  return result;
}

export async function schedulePost(input: HubScheduleInput): Promise<HubPostResult> {
  const result = await apiRequest<HubPostResult>("POST", "/api/social/schedule", input);
  await refreshLists();
  return result;
}

export async function disconnectPlatform(platform: Platform): Promise<void> {
  await apiRequest("POST", "/api/social/disconnect", { platform });
  await mutate(STATUS_KEY);
}

export function refreshStatus(): Promise<unknown> {
  return mutate(STATUS_KEY);
}

/** Opens the network's connect flow in a new tab (part 2 §7). */
export function openConnectTab(platform: Platform): void {
  window.open(`/api/auth/${platform}`, "_blank");
}
