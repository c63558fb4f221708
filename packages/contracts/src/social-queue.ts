// The hub's queue, calendar and preferences answers, zod-free for the member bundle.
import type { Platform } from "@realty/library/taxonomy";
import type { VideoCut } from "./library.ts";

/** What a post carries from the library: a post's branded image, a carousel of them, or a video's branded renditions. */
export type HubMediaRef =
  | { kind: "post-image"; postId: number; size: "feed" | "story" | "link" }
  | { kind: "carousel"; postIds: number[]; size: "feed" | "story" | "link" }
  | { kind: "post-carousel"; postId: number; slides?: number }
  /** `cut` absent: the short cut (social-video.ts). */
  | { kind: "video"; videoId: number; cut?: VideoCut };

export interface SocialPreferences {
  /** IANA time zone, e.g. America/Chicago. */
  timeZone: string;
  /** HH:MM in that time zone. */
  postTime: string;
  /** YYYY-MM-DD, week 1 of the 52-week calendar. */
  planStart: string;
  /** The private calendar feed's URL, or null when none is issued. */
  icsUrl: string | null;
}

export interface CalendarItem {
  kind: "video" | "script" | "post";
  id: number;
  title: string;
  /** False when the member's plan does not open it (it is listed, not scheduled). */
  open: boolean;
}

export interface CalendarWeek {
  week: number;
  quarter: number;
  /** YYYY-MM-DD of the week's first day. */
  startsOn: string;
  items: CalendarItem[];
  /** How many of this week's items are already in the queue. */
  queued: number;
}

export interface SocialNotices {
  /** Failed deliveries the member has not yet seen in History. */
  unseenFailures: number;
  /** Connections whose refresh failed. */
  needsReconnect: string[];
}

/** Admin Settings: which networks this site can post to and what is missing. */
export interface NetworkConfiguration {
  platform: Platform;
  name: string;
  mode: "live" | "sandbox" | "unavailable";
  /** Environment variables still to set for live posting (admin-only). */
  missing: string[];
  redirectUrl: string;
}

/** One way to word a library item (a script's captions, its full text, the member's own version). */
export interface ComposeVersion {
  label: string;
  content: string;
  variants: Partial<Record<Platform, string>>;
}

/** GET /api/social/compose-source: what "Post" or "Schedule" on a library item prefills. */
export interface ComposeSource {
  kind: "script" | "post" | "video";
  id: number;
  title: string;
  versions: ComposeVersion[];
  media: HubMediaRef | null;
  /** A list post's carousel, offered as the attachment instead of its single image: its slide count. */
  carouselSlides?: number;
}
