// The only place environment variables are read. Node passes process.env, the Worker its bindings.
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional whole number within bounds, named in its message. */
const optionalInt = (name: string, min: number, max: number) =>
  optional.pipe(
    z
      .string()
      .regex(/^\d+$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional(),
  );

/** A yes/no switch: "1" or "true" is on, anything else (or unset) is off. */
const flag = optional.transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: optional,
  /** The Worker's production switch (wrangler.toml sets it for deploys); Node reads NODE_ENV. */
  APP_ENV: optional,
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  /** The origin people reach the product at; in development the listening origin. */
  PUBLIC_URL: optional.pipe(z.string().url("PUBLIC_URL must be a URL such as https://app.example.com").optional()),
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  MEDIA_DIR: optional,
  /** Node only: "off" leaves rendering missing library videos to `npm run media:build`. */
  MEDIA_RENDER: z.enum(["on", "off"], { message: 'MEDIA_RENDER must be "on" or "off"' }).default("on"),
  /** Signs share links and derives the token-encryption key; generated into DATA_DIR in development only. */
  APP_SECRET: optional.pipe(z.string().min(32, "APP_SECRET must be at least 32 characters").optional()),
  /** Bearer secret of the render service's endpoints (/api/internal/render); unset, they do not exist. */
  RENDER_SERVICE_TOKEN: optional.pipe(z.string().min(32, "RENDER_SERVICE_TOKEN must be at least 32 characters").optional()),
  /** Where `npm run render:service` finds the app (default PUBLIC_URL). */
  RENDER_SERVICE_URL: optional.pipe(z.string().url("RENDER_SERVICE_URL must be a URL").optional()),
  ADMIN_EMAIL: optional.pipe(z.string().email("ADMIN_EMAIL must be an e-mail address").optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  /** Multiplies every rate limit; the browser tests raise it, since they all come from 127.0.0.1. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** How many proxies you run in front of Node; each appends one X-Forwarded-For hop. */
  TRUSTED_PROXY_HOPS: optionalInt("TRUSTED_PROXY_HOPS", 0, 10),
  /** Older spelling of TRUSTED_PROXY_HOPS=1. */
  TRUST_PROXY: flag,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.string().url().optional()),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.string().url().optional()),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** Text to speech for AI voice-overs (the same key and base URL). */
  OPENAI_TTS_MODEL: z.string().default("gpt-4o-mini-tts"),
  OPENAI_TTS_VOICE: z.string().default("alloy"),
  MAIL_API_URL: optional.pipe(z.string().url().optional()),
  MAIL_API_KEY: optional,
  MAIL_FROM: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  X_CLIENT_ID: optional,
  X_CLIENT_SECRET: optional,
  INSTAGRAM_CLIENT_ID: optional,
  INSTAGRAM_CLIENT_SECRET: optional,
  TIKTOK_CLIENT_KEY: optional,
  TIKTOK_CLIENT_SECRET: optional,
  /** "direct" once TikTok has audited the app; until then videos go to the creator's drafts. */
  TIKTOK_POST_MODE: z.enum(["direct", "draft"]).default("draft"),
  YOUTUBE_CLIENT_ID: optional,
  YOUTUBE_CLIENT_SECRET: optional,
  GOOGLE_BUSINESS_CLIENT_ID: optional,
  GOOGLE_BUSINESS_CLIENT_SECRET: optional,
  SOCIAL_SANDBOX: optional.transform((v) => v !== "0" && v !== "false"),
  /** Threads that hash passwords on Node (default: one per two cores, at least one). */
  PASSWORD_HASH_THREADS: optionalInt("PASSWORD_HASH_THREADS", 1, 16),
  /** Password hashes allowed to wait for a thread; more answer 503 with Retry-After. */
  PASSWORD_HASH_QUEUE: optionalInt("PASSWORD_HASH_QUEUE", 1, 10_000),
  // Staging only: each turns on one local stand-in in production, loudly (see checkProductionConfig).
  UNSAFE_STAGING_TEST_CARDS: flag,
  UNSAFE_STAGING_OUTBOX: flag,
  UNSAFE_STAGING_SOCIAL_SANDBOX: flag,
});

export type Env = z.output<typeof envSchema>;

/** Parses the environment or throws one readable list of everything that is wrong. */
export function readEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

export type Runtime = "node" | "worker";

/** Node is in production with NODE_ENV=production; the Worker with APP_ENV=production. */
export function isProduction(env: Env, runtime: Runtime): boolean {
  return runtime === "node" ? env.NODE_ENV === "production" : env.APP_ENV === "production";
}

/** Proxies in front of the app: TRUSTED_PROXY_HOPS, or 1 for TRUST_PROXY=1, else none. */
export function trustedProxyHops(env: Env): number {
  return env.TRUSTED_PROXY_HOPS ?? (env.TRUST_PROXY ? 1 : 0);
}

export const mailConfigured = (env: Env) => Boolean(env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM);
export const stripeConfigured = (env: Env) =>
  Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);

function unset(env: Env, names: readonly (keyof Env)[]): string {
  return names.filter((name) => !env[name]).join(", ");
}

/**
 * What production still needs, one readable line each; empty when it may start. A staging opt-in
 * stands in for the part it replaces (the test-card form for Stripe, the outbox for a mail API).
 */
export function checkProductionConfig(env: Env, runtime: Runtime = "node"): string[] {
  const missing: string[] = [];
  if (!env.PUBLIC_URL) missing.push("PUBLIC_URL: the origin people reach the product at (e-mailed links use it)");
  if (!env.APP_SECRET) missing.push("APP_SECRET: 32+ random characters (signs share links, encrypts social tokens)");
  // The Worker cannot encode: members' end cards are made by the Node render service, which needs it.
  if (runtime === "worker" && !env.RENDER_SERVICE_TOKEN) {
    missing.push("RENDER_SERVICE_TOKEN: 32+ random characters, shared with `npm run render:service` (members' end cards)");
  }
  if (!mailConfigured(env) && !env.UNSAFE_STAGING_OUTBOX) {
    const names = unset(env, ["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"]);
    missing.push(`${names}: a mail service (a staging site may set UNSAFE_STAGING_OUTBOX=1 instead)`);
  }
  if (!stripeConfigured(env) && !env.UNSAFE_STAGING_TEST_CARDS) {
    const names = unset(env, ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]);
    missing.push(`${names}: a payment provider (a staging site may set UNSAFE_STAGING_TEST_CARDS=1 instead)`);
  }
  return missing;
}

/** The staging opt-ins that are on, each as the warning start prints. */
export function stagingWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.UNSAFE_STAGING_TEST_CARDS && !stripeConfigured(env)) {
    warnings.push("UNSAFE_STAGING_TEST_CARDS=1: test card 4242… buys any tier; nothing is charged");
  }
  if (env.UNSAFE_STAGING_OUTBOX && !mailConfigured(env)) {
    warnings.push("UNSAFE_STAGING_OUTBOX=1: e-mails, reset links included, are readable by anyone at /api/dev/mail");
  }
  if (env.UNSAFE_STAGING_SOCIAL_SANDBOX) {
    warnings.push("UNSAFE_STAGING_SOCIAL_SANDBOX=1: networks without credentials post to the local sandbox");
  }
  return warnings;
}

/** Throws one readable list when production is missing anything; logs each staging opt-in. */
export function assertProductionReady(env: Env, warn: (line: string) => void = console.warn, runtime: Runtime = "node"): void {
  const missing = checkProductionConfig(env, runtime);
  if (missing.length > 0) {
    throw new Error(`Refusing to start in production; set these first:\n${missing.map((m) => `  - ${m}`).join("\n")}`);
  }
  for (const line of stagingWarnings(env)) warn(`WARNING (staging opt-in) ${line}`);
}
