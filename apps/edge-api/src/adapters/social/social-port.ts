// Picks, per platform, the real provider when its credentials are set, else the sandbox when it is
// on, else nothing (the connect route then names the variables to set).
import { HUB_PLATFORMS, type Platform } from "@realty/contracts/social";
import type { SocialPort, SocialProvider } from "../../ports/social.ts";
import { type FacebookConfig, facebookProvider } from "./facebook.ts";
import { type GoogleBusinessConfig, googleBusinessProvider } from "./google-business.ts";
import { type InstagramConfig, instagramProvider } from "./instagram.ts";
import { type LinkedInConfig, linkedInProvider } from "./linkedin.ts";
import { sandboxProvider } from "./sandbox.ts";
import { type TikTokConfig, tiktokProvider } from "./tiktok.ts";
import { type XConfig, xProvider } from "./x.ts";
import { type YouTubeConfig, youtubeProvider } from "./youtube.ts";

export interface SocialSettings {
  sandbox: boolean;
  facebook?: FacebookConfig;
  linkedin?: LinkedInConfig;
  twitter?: XConfig;
  instagram?: InstagramConfig;
  tiktok?: TikTokConfig;
  youtube?: YouTubeConfig;
  google_business?: GoogleBusinessConfig;
  now: () => Date;
}

const VARIABLES: Record<Platform, string[]> = {
  facebook: ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
  linkedin: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  twitter: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
  instagram: ["INSTAGRAM_CLIENT_ID", "INSTAGRAM_CLIENT_SECRET"],
  tiktok: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  youtube: ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"],
  google_business: ["GOOGLE_BUSINESS_CLIENT_ID", "GOOGLE_BUSINESS_CLIENT_SECRET"],
};

function liveProvider(platform: Platform, settings: SocialSettings): SocialProvider | null {
  const { now } = settings;
  switch (platform) {
    case "facebook":
      return settings.facebook ? facebookProvider(settings.facebook) : null;
    case "linkedin":
      return settings.linkedin ? linkedInProvider(settings.linkedin, now) : null;
    case "twitter":
      return settings.twitter ? xProvider(settings.twitter, now) : null;
    case "instagram":
      return settings.instagram ? instagramProvider(settings.instagram, now) : null;
    case "tiktok":
      return settings.tiktok ? tiktokProvider(settings.tiktok, now) : null;
    case "youtube":
      return settings.youtube ? youtubeProvider(settings.youtube, now) : null;
    case "google_business":
      return settings.google_business ? googleBusinessProvider(settings.google_business, now) : null;
  }
}

export function createSocialPort(settings: SocialSettings): SocialPort {
  const providers = Object.fromEntries(
    HUB_PLATFORMS.map((platform) => [
      platform,
      liveProvider(platform, settings) ?? (settings.sandbox ? sandboxProvider(platform, settings.now) : null),
    ]),
  ) as Record<Platform, SocialProvider | null>;
  return {
    provider: (platform) => providers[platform],
    requiredVariables: (platform) => VARIABLES[platform],
  };
}

/**
 * The environment's social variables as settings (Node and Worker entries share this). In
 * production the sandbox, which fakes successful posts, needs UNSAFE_STAGING_SOCIAL_SANDBOX=1;
 * SOCIAL_SANDBOX alone does not turn it on there.
 */
export function socialSettingsFromEnv(
  env: {
    SOCIAL_SANDBOX: boolean;
    UNSAFE_STAGING_SOCIAL_SANDBOX: boolean;
    FACEBOOK_CLIENT_ID?: string;
    FACEBOOK_CLIENT_SECRET?: string;
    LINKEDIN_CLIENT_ID?: string;
    LINKEDIN_CLIENT_SECRET?: string;
    X_CLIENT_ID?: string;
    X_CLIENT_SECRET?: string;
    INSTAGRAM_CLIENT_ID?: string;
    INSTAGRAM_CLIENT_SECRET?: string;
    TIKTOK_CLIENT_KEY?: string;
    TIKTOK_CLIENT_SECRET?: string;
    TIKTOK_POST_MODE?: "direct" | "draft";
    YOUTUBE_CLIENT_ID?: string;
    YOUTUBE_CLIENT_SECRET?: string;
    GOOGLE_BUSINESS_CLIENT_ID?: string;
    GOOGLE_BUSINESS_CLIENT_SECRET?: string;
  },
  now: () => Date,
  production: boolean,
): SocialSettings {
  const pair = (clientId?: string, clientSecret?: string) => (clientId && clientSecret ? { clientId, clientSecret } : undefined);
  const tiktok = pair(env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET);
  return {
    sandbox: production ? env.UNSAFE_STAGING_SOCIAL_SANDBOX : env.SOCIAL_SANDBOX,
    facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    linkedin: pair(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
    twitter: pair(env.X_CLIENT_ID, env.X_CLIENT_SECRET),
    instagram: pair(env.INSTAGRAM_CLIENT_ID, env.INSTAGRAM_CLIENT_SECRET),
    tiktok: tiktok && {
      clientKey: tiktok.clientId,
      clientSecret: tiktok.clientSecret,
      postMode: env.TIKTOK_POST_MODE ?? "draft",
    },
    youtube: pair(env.YOUTUBE_CLIENT_ID, env.YOUTUBE_CLIENT_SECRET),
    google_business: pair(env.GOOGLE_BUSINESS_CLIENT_ID, env.GOOGLE_BUSINESS_CLIENT_SECRET),
    now,
  };
}
