// What every route reads from the configuration, and the rate-limit budgets. Below the entries
// (deps.ts, build-deps.ts) so middleware and routes can name them without importing an entry.

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Every guessable or costly action has its own persistent budget (middleware/rate-limit.ts). */
export type RateLimitBucket =
  | "login"
  | "loginAccount"
  | "register"
  | "forgotPassword"
  | "demoLogin"
  | "customize"
  | "discount"
  | "setPassword"
  | "passwordChange"
  | "confirmPayment"
  | "shareLink"
  | "analytics"
  | "lead"
  | "leadMagnet"
  | "resetToken"
  | "calendarFeed"
  | "shareSignature"
  | "renderServiceAuth";

export interface AppConfig {
  production: boolean;
  /** Origin of e-mailed links and share pages: PUBLIC_URL, or the listening origin in development. Never a request header. */
  publicUrl: string;
  /** Signs share links; at least 32 characters. */
  appSecret: string;
  /** Proxies you run in front of Node, each appending one X-Forwarded-For hop; 0 ignores the header. */
  trustedProxyHops: number;
  /** Production with UNSAFE_STAGING_OUTBOX=1: /api/dev/mail stays, for a staging site. */
  unsafeStagingOutbox: boolean;
  /** Bearer secret of /api/internal/render (the Node render service); unset, those endpoints answer 404. */
  renderServiceToken?: string;
  rateLimits: Record<RateLimitBucket, RateLimitRule>;
}

export const DEFAULT_RATE_LIMITS: AppConfig["rateLimits"] = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins in a row per account (remembered a day): from the limit-th on it pauses, doubling (services/auth/login-throttle.ts). */
  loginAccount: { limit: 10, windowMs: 24 * 60 * 60_000 },
  register: { limit: 10, windowMs: 60 * 60_000 },
  forgotPassword: { limit: 5, windowMs: 15 * 60_000 },
  demoLogin: { limit: 10, windowMs: 60 * 60_000 },
  // A month of posts and their retries in one sitting; automation still stops at the limit.
  customize: { limit: 90, windowMs: 60 * 60_000 },
  /** Discount code checks: enough for a buyer, too few to guess company codes. */
  discount: { limit: 20, windowMs: 15 * 60_000 },
  setPassword: { limit: 10, windowMs: 15 * 60_000 },
  passwordChange: { limit: 10, windowMs: 15 * 60_000 },
  /** A buyer confirms once or twice; a retrying client a few more times. */
  confirmPayment: { limit: 30, windowMs: 15 * 60_000 },
  shareLink: { limit: 120, windowMs: 60 * 60_000 },
  /** Page views and clicks from one address; far above a person, well below a flood. */
  analytics: { limit: 600, windowMs: 15 * 60_000 },
  /** Lead forms on a member's public pages. */
  lead: { limit: 5, windowMs: 60 * 60_000 },
  /** Lead-magnet PDFs per member: a cached sheet is cheap, a new one is a PDF render (CPU on Workers). */
  leadMagnet: { limit: 30, windowMs: 60 * 60_000 },
  /** Reset and set-password links checked or used, per address and per token prefix: a person needs a handful. */
  resetToken: { limit: 20, windowMs: 15 * 60_000 },
  /** Calendar feed fetches per address and per feed: a few devices polling every 15 minutes fit easily. */
  calendarFeed: { limit: 60, windowMs: 60 * 60_000 },
  /** Signed share pages per address and per signature: a link shared to a busy group still opens. */
  shareSignature: { limit: 600, windowMs: 15 * 60_000 },
  /** Wrong render-service tokens per address and per token prefix; past it even the right one waits. */
  renderServiceAuth: { limit: 20, windowMs: 15 * 60_000 },
};

export function scaledRateLimits(multiplier: number): AppConfig["rateLimits"] {
  const entries = Object.entries(DEFAULT_RATE_LIMITS).map(([k, r]) => [k, { ...r, limit: r.limit * multiplier }]);
  return Object.fromEntries(entries) as AppConfig["rateLimits"];
}
