import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { rateLimits } from "../db/schema.ts";
import type { AppConfig } from "../lib/app-config.ts";
import { AppError } from "../lib/errors.ts";

type Bucket = keyof AppConfig["rateLimits"];

/**
 * The client's address for limits. With N proxies of yours in front (config.trustedProxyHops),
 * each appends the address it saw to X-Forwarded-For, so the N-th hop from the right is the one
 * your outermost proxy saw; everything left of it is whatever the client wrote. With no proxies
 * the header is ignored. The Worker's runtime address is CF-Connecting-IP, set by Cloudflare.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const { config, clientAddress: fromRuntime } = c.var.deps;
  const runtime = fromRuntime?.(c.req.raw, c.env) ?? "local";
  const hops = config.trustedProxyHops;
  if (hops <= 0) return runtime;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Fewer hops than proxies: the request did not come through all of them; trust nothing in it.
  return forwarded[forwarded.length - hops] ?? runtime;
}

/**
 * Counts one hit in a fixed window stored in the database (so a restart does not reset it) and
 * returns whether the caller is still under the limit. One atomic upsert: safe under concurrency.
 */
export async function hit(c: Context<AppEnv>, bucket: Bucket, key: string): Promise<boolean> {
  const { limit, windowMs } = c.var.deps.config.rateLimits[bucket];
  const now = c.var.deps.now().getTime();
  const [row] = await c.var.deps.db
    .insert(rateLimits)
    .values({ bucket, key, count: 1, resetAt: now + windowMs })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN ${now + windowMs} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit;
}

/** Whether `key` has used up its budget in `bucket`, without counting a hit. */
export async function isOverLimit(c: Context<AppEnv>, bucket: Bucket, key: string): Promise<boolean> {
  const { limit } = c.var.deps.config.rateLimits[bucket];
  const [row] = await c.var.deps.db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
  return row !== undefined && row.resetAt > c.var.deps.now().getTime() && row.count >= limit;
}

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * A secret in a URL or body (reset link, calendar feed, share signature, bearer token) is long, so
 * guessing is hopeless; the limit is anti-automation. Its first characters key a budget of their
 * own beside the address's, so one token hammered from many addresses runs out too.
 */
export const TOKEN_PREFIX_LENGTH = 8;
export const tokenKeys = (c: Context<AppEnv>, token: string) => [
  `ip:${clientAddress(c)}`,
  `token:${token.slice(0, TOKEN_PREFIX_LENGTH)}`,
];

/** Counts one use of a token per address and per token prefix; throws 429 when either is over. */
export async function limitTokenUse(c: Context<AppEnv>, bucket: Bucket, token: string): Promise<void> {
  const [byAddress = "", byPrefix = ""] = tokenKeys(c, token);
  const addressOk = await hit(c, bucket, byAddress);
  const prefixOk = await hit(c, bucket, byPrefix);
  if (!addressOk || !prefixOk) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
}

/** Middleware form of limitTokenUse for a token in the path. */
export function rateLimitToken(bucket: Bucket, tokenOf: (c: Context<AppEnv>) => string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenOf(c);
    if (token) await limitTokenUse(c, bucket, token);
    await next();
  });
}

/** Middleware form: limits by client address, or by signed-in user when `byUser` is set. */
export function rateLimit(bucket: Bucket, options: { byUser?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = options.byUser && c.var.user ? `user:${c.var.user.id}` : `ip:${clientAddress(c)}`;
    if (!(await hit(c, bucket, key))) {
      throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
    }
    await next();
  });
}
