// The hub's queue, notices, preferences, calendar and library-source calls.
import type {
  CalendarWeek,
  ComposeSource,
  HubEditInput,
  HubPostResult,
  Platform,
  SocialNotices,
  SocialPreferences,
} from "@realty/contracts/social";
import useSWR, { mutate } from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import { ANALYTICS_KEY, POSTS_KEY } from "./social-api.ts";

export const NOTICES_KEY = "/api/social/notices";
export const PREFERENCES_KEY = "/api/social/preferences";
export const CALENDAR_KEY = "/api/social/calendar";

export const useNotices = () => useSWR<SocialNotices | null>(NOTICES_KEY, { revalidateOnFocus: true });
export const usePreferences = () => useSWR<SocialPreferences | null>(PREFERENCES_KEY);
export const useCalendar = () => useSWR<CalendarWeek[] | null>(CALENDAR_KEY);

export function useComposeSource(kind: ComposeSource["kind"] | null, id: number | null) {
  return useSWR<ComposeSource | null>(kind && id ? `/api/social/compose-source?kind=${kind}&id=${id}` : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

async function refreshQueue(): Promise<void> {
  await Promise.all([mutate(POSTS_KEY), mutate(ANALYTICS_KEY), mutate(NOTICES_KEY), mutate(CALENDAR_KEY)]);
}

export async function editPost(id: number, input: HubEditInput): Promise<void> {
  await apiRequest("PUT", `/api/social/posts/${id}`, input);
  await refreshQueue();
}

export async function cancelPost(id: number): Promise<void> {
  await apiRequest("POST", `/api/social/posts/${id}/cancel`);
  await refreshQueue();
}

export async function retryPost(id: number, platform?: Platform): Promise<HubPostResult> {
  const result = await apiRequest<HubPostResult>("POST", `/api/social/posts/${id}/retry`, platform ? { platform } : {});
  await refreshQueue();
  return result;
}

export async function deletePost(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/social/posts/${id}`);
  await refreshQueue();
}

export async function markFailuresSeen(): Promise<void> {
  await mutate(NOTICES_KEY, await apiRequest<SocialNotices>("POST", "/api/social/notices/seen"), false);
}

export async function savePreferences(input: Partial<Pick<SocialPreferences, "timeZone" | "postTime" | "planStart">>) {
  await mutate(PREFERENCES_KEY, await apiRequest<SocialPreferences>("PUT", PREFERENCES_KEY, input), false);
  await mutate(CALENDAR_KEY);
}

export async function rotateCalendarFeed(revoke = false): Promise<void> {
  const next = await apiRequest<SocialPreferences>(revoke ? "DELETE" : "POST", "/api/social/calendar-feed");
  await mutate(PREFERENCES_KEY, next, false);
}

export async function scheduleWeek(week: number, platforms: Platform[]) {
  const result = await apiRequest<{ scheduled: number; skipped: { title: string; reason: string }[] }>(
    "POST",
    "/api/social/calendar/schedule-week",
    { week, platforms },
  );
  await refreshQueue();
  return result;
}
