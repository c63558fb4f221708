// Picks, per platform, the real provider when its credentials are set, else the sandbox when it is
// on, else nothing (the connect route then names the variables to set).
import type { Platform } from "@realty/contracts/social";
import type { SocialPort, SocialProvider } from "../../ports/social.ts";
import { type FacebookConfig, facebookProvider } from "./facebook.ts";
import { type LinkedInConfig, linkedInProvider } from "./linkedin.ts";
import { sandboxProvider } from "./sandbox.ts";
import { type XConfig, xProvider } from "./x.ts";

export interface SocialSettings {
  sandbox: boolean;
  facebook?: FacebookConfig;
  linkedin?: LinkedInConfig;
  twitter?: XConfig;
  now: () => Date;
}

const VARIABLES: Record<Platform, string[]> = {
  facebook: ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
  linkedin: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  twitter: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
};

export function createSocialPort(settings: SocialSettings): SocialPort {
  const live: Record<Platform, SocialProvider | null> = {
    facebook: settings.facebook ? facebookProvider(settings.facebook) : null,
    linkedin: settings.linkedin ? linkedInProvider(settings.linkedin, settings.now) : null,
    twitter: settings.twitter ? xProvider(settings.twitter, settings.now) : null,
  };
  const sandbox = (platform: Platform) => (settings.sandbox ? sandboxProvider(platform, settings.now) : null);
  const providers: Record<Platform, SocialProvider | null> = {
    facebook: live.facebook ?? sandbox("facebook"),
    linkedin: live.linkedin ?? sandbox("linkedin"),
    twitter: live.twitter ?? sandbox("twitter"),
  };
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
  },
  now: () => Date,
  production: boolean,
): SocialSettings {
  const pair = (clientId?: string, clientSecret?: string) => (clientId && clientSecret ? { clientId, clientSecret } : undefined);
  return {
    sandbox: production ? env.UNSAFE_STAGING_SOCIAL_SANDBOX : env.SOCIAL_SANDBOX,
    facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    linkedin: pair(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
    twitter: pair(env.X_CLIENT_ID, env.X_CLIENT_SECRET),
    now,
  };
}
