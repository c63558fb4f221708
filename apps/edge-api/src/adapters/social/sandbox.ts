// The sandbox stands in for a network when no credentials are set (the local default), so the whole
// hub works offline. It runs the same flow as the real providers: the authorize URL leads straight
// back to our callback with a code, the state is checked, tokens are stored encrypted and expire
// and refresh like X's do; posts are recorded by the delivery rows; engagement is made up, but
// deterministically from the post's id and age, so the same moment always reads the same numbers.
import { networkProblem, type Platform } from "@realty/contracts/social-constants";
import { randomToken } from "../../lib/tokens.ts";
import type { EngagementReport, PublishResult, SocialProvider } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";

const LABELS: Record<Platform, string> = {
  facebook: "Sandbox Realty Page",
  linkedin: "Sandbox Agent (LinkedIn)",
  twitter: "@sandbox_agent",
  instagram: "@sandbox_agent (Instagram)",
  tiktok: "Sandbox Agent (TikTok)",
  youtube: "Sandbox Agent Homes (YouTube)",
  google_business: "Sandbox Realty Group (Google)",
};
const TOKEN_LIFETIME_MS = 2 * 60 * 60_000;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Engagement of a sandbox post: grows from a fifth of its final value over the first day. */
export function sandboxEngagement(externalId: string, now: Date): EngagementReport | null {
  const match = /^sandbox-[a-z_]+-([0-9a-z]+)-/.exec(externalId);
  if (!match?.[1]) return null;
  const postedAt = Number.parseInt(match[1], 36);
  const hours = Math.max(0, (now.getTime() - postedAt) / 3_600_000);
  const growth = 1 - 0.8 * Math.exp(-hours / 6);
  const h = fnv1a(externalId);
  const likes = Math.round((8 + (h % 53)) * growth);
  const comments = Math.round(((h >>> 8) % 13) * growth);
  const shares = Math.round(((h >>> 16) % 16) * growth);
  const reach = Math.round(likes * (9 + ((h >>> 24) % 7)) + comments * 5);
  return { likes, comments, shares, reach };
}

export function sandboxProvider(platform: Platform, now: () => Date): SocialProvider {
  const tokens = () => ({
    accessToken: `sandbox-access-${randomToken(18)}`,
    refreshToken: `sandbox-refresh-${randomToken(18)}`,
    expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS),
  });

  return {
    platform,
    mode: "sandbox",
    authorize(state, redirectUri) {
      const url = new URL(redirectUri);
      url.searchParams.set("code", `sandbox-${randomToken(12)}`);
      url.searchParams.set("state", state);
      return { url, codeVerifier: null };
    },
    async connect(code) {
      if (!code.startsWith("sandbox-")) throw new SocialAuthError("The sandbox did not issue this code. Please start again.");
      return { accountId: `sandbox-${platform}`, label: LABELS[platform], tokens: tokens() };
    },
    async refresh(refreshToken) {
      if (!refreshToken.startsWith("sandbox-refresh-")) throw new SocialAuthError("The sandbox did not issue this token.");
      return tokens();
    },
    async publish(target, content, media): Promise<PublishResult> {
      if (!target.accessToken.startsWith("sandbox-access-")) {
        return { ok: false, retryable: false, error: "The sandbox did not recognise this connection. Please reconnect." };
      }
      const problem = networkProblem(platform, content, media ? { kind: media.kind, bytes: media.bytes.byteLength } : null);
      if (problem) return { ok: false, retryable: false, error: problem };
      // The attachment is "uploaded": its size and type are kept on the delivery row by the caller.
      return { ok: true, externalId: `sandbox-${platform}-${now().getTime().toString(36)}-${randomToken(6)}` };
    },
    async engagement(_target, externalId) {
      return sandboxEngagement(externalId, now());
    },
    async revoke() {},
  };
}
