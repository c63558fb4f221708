import type { Engagement, Platform } from "@realty/contracts/social";

export interface SocialTokens {
  accessToken: string;
  refreshToken: string | null;
  /** null: the token does not expire (a Facebook Page token from a long-lived user token). */
  expiresAt: Date | null;
}

/** The account a finished OAuth flow connected: where posts go and how to authenticate. */
export interface ConnectedAccount {
  accountId: string;
  label: string;
  tokens: SocialTokens;
}

/**
 * What a network answered to a post. externalId is null when the network accepted the post without
 * naming it. retryable: a later attempt may succeed (5xx, 429, timeout).
 */
export type PublishResult =
  | { ok: true; externalId: string | null /** Why the first comment was not added, when it was not. */; commentError?: string }
  | { ok: false; error: string; retryable: boolean };

export interface EngagementReport extends Engagement {
  reach: number | null;
}

/** A file the network fetches itself: a signed public link that expires (services/share/public-media-link.ts). */
export interface PublishLink {
  url: string;
  contentType: string;
  bytes: number;
}

/**
 * An attachment: uploaded through the network's media API before the post, or fetched by the
 * network from `url`. A carousel lists every image in `items` (the first is also the attachment).
 */
export interface PublishMedia {
  kind: "image" | "video";
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  url: string;
  items?: PublishLink[];
}

export interface PublishExtras {
  firstComment?: string | null;
  /** The agent's share page for what the post carries (a call-to-action button's target). */
  sharePageUrl?: string | null;
}

export interface PublishTarget {
  accountId: string;
  accessToken: string;
}

/** One network (or the sandbox standing in for it). Adapters check the vendor's answer. */
export interface SocialProvider {
  readonly platform: Platform;
  readonly mode: "sandbox" | "live";
  /** The URL to send the member to, and the PKCE verifier to keep until the callback (null without PKCE). */
  authorize(state: string, redirectUri: string): { url: URL; codeVerifier: string | null };
  /** Exchanges the callback's code; throws SocialAuthError with a message for the member. */
  connect(code: string, codeVerifier: string | null, redirectUri: string): Promise<ConnectedAccount>;
  /** New tokens from a refresh token; throws SocialAuthError when the grant is gone. */
  refresh(refreshToken: string): Promise<SocialTokens>;
  /**
   * Uploads `media` first when given (the network's own upload API), then posts; then adds the
   * first comment where the network allows it (a refused comment does not undo the post).
   */
  publish(target: PublishTarget, content: string, media?: PublishMedia, extras?: PublishExtras): Promise<PublishResult>;
  /** Engagement of a published post, or null when the network does not report it. */
  engagement(target: PublishTarget, externalId: string): Promise<EngagementReport | null>;
  /** Best-effort revocation on disconnect, where the network offers it. */
  revoke(tokens: SocialTokens): Promise<void>;
}

export interface SocialPort {
  /** The provider for a platform, or null when it has no credentials and the sandbox is off. */
  provider(platform: Platform): SocialProvider | null;
  /** The variables to set to enable a platform (shown when provider() is null). */
  requiredVariables(platform: Platform): string[];
}

/**
 * An OAuth failure worded for the member (shown on the callback page, or as a delivery's reason).
 * retryable: the network could not be reached, so a later attempt may succeed.
 */
export class SocialAuthError extends Error {
  override readonly name = "SocialAuthError";
  readonly retryable: boolean;

  constructor(message: string, options: { retryable?: boolean } = {}) {
    super(message);
    this.retryable = options.retryable ?? false;
  }
}
