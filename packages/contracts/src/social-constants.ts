// The social hub's constants, messages and answer types (part 2: Social hub, §3, §5, §7, §8),
// without zod, so the member app's social pages do not load the schema library for them.

import { PLATFORM_NAMES, type Platform } from "@realty/library/taxonomy";
import type { HubMediaRef } from "./social-queue.ts";

export { HUB_PLATFORMS, PLATFORM_NAMES, PLATFORMS, type Platform, type PostPlatform } from "@realty/library/taxonomy";

export * from "./social-best-time.ts";
export * from "./social-limits.ts";
export * from "./social-queue.ts";
export * from "./social-time.ts";
export * from "./social-video.ts";

export const DEFAULT_POST_TIME = "09:00";

/** Toast title and description of each hub message (part 2 §5 and §8). */
export const HUB_TOASTS = {
  contentRequired: { title: "Content Required", description: "Please enter content for your post" },
  platformRequired: { title: "Platform Required", description: "Please select at least one platform" },
  postingFailed: { title: "Posting Failed", description: "Failed to post to social media" },
  connectMissing: { title: "Missing Information", description: "Please enter your account details to connect." },
  setupSkipped: { title: "Setup Skipped", description: "You can connect your social accounts anytime from the Social Hub." },
} as const;

/** POST /api/social/post and /api/social/schedule answer (part 2 §3). */
export interface HubPostResult {
  scheduled: boolean;
  platforms: Platform[];
  successfulPosts: number;
  totalPosts: number;
  /** Per-platform failure reasons of a Post Now, so the toast can say why. */
  failures?: { platform: Platform; reason: string }[];
}

export type ConnectionMode = "sandbox" | "live" | "unavailable";

/** GET /api/social/status: the spec's three booleans, plus what the hub shows on each card. */
export type SocialStatus = Record<Platform, boolean> & {
  accounts: Record<
    Platform,
    {
      connected: boolean;
      label: string | null;
      mode: ConnectionMode;
      /** The last refresh failed: the token is kept, the member is asked to reconnect. */
      needsReconnect: boolean;
      /** Why, in words, when needsReconnect or the network is not enabled on this site. */
      notice: string | null;
    }
  >;
};

/** What a member reads when a network is not configured (never a variable name). */
export function notEnabledMessage(platform: Platform): string {
  return `Posting to ${PLATFORM_NAMES[platform].replace(" (Twitter)", "")} is not enabled on this site yet.`;
}

export const DELIVERY_STATUSES = ["pending", "claimed", "sending", "posted", "failed", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Derived from the post's deliveries. */
export const HUB_POST_STATUSES = ["scheduled", "publishing", "posted", "partial", "failed", "cancelled"] as const;
export type HubPostStatus = (typeof HUB_POST_STATUSES)[number];

export interface Engagement {
  likes: number;
  shares: number;
  comments: number;
}

export interface HubDelivery {
  id: number;
  platform: Platform;
  /** This network's text (its own edit, or the post's content). */
  content: string;
  /** "image" or "video" when the delivery carries an attachment. */
  mediaType: string | null;
  /** Sandbox deliveries are labelled "Sandbox" wherever they appear. */
  sandbox: boolean;
  status: DeliveryStatus;
  attempts: number;
  error: string | null;
  postedAt: string | null;
  nextAttemptAt: string | null;
  /** null when the network does not report engagement for this kind of post. */
  engagement: Engagement | null;
  reach: number | null;
}

export interface HubPost {
  id: number;
  content: string;
  media: HubMediaRef | null;
  /** Posted under the post on the networks that allow it. */
  firstComment: string | null;
  platforms: Platform[];
  scheduledFor: string | null;
  status: HubPostStatus;
  createdAt: string;
  deliveries: HubDelivery[];
  engagement: Engagement;
}

export interface HubAnalytics {
  /** Posts published to at least one network. */
  totalPosts: number;
  scheduledPosts: number;
  failedDeliveries: number;
  engagement: number;
  likes: number;
  shares: number;
  comments: number;
  /** null until some network reports reach. */
  reach: number | null;
  byPlatform: Record<Platform, { posts: number; engagement: number; reach: number | null }>;
}
