import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { RateLimitBucket } from "../lib/app-config.ts";
import { AppError } from "../lib/errors.ts";
import { clientAddress, hit } from "./rate-limit.ts";

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Spends one unit of `bucket` from the client address's budget (the same key rateLimit() uses),
 * and from the signed-in member's when `byUser` is set; refuses when either is spent.
 */
export async function spendBudget(c: Context<AppEnv>, bucket: RateLimitBucket, options: { byUser?: boolean } = {}) {
  const keys = [`ip:${clientAddress(c)}`];
  if (options.byUser && c.var.user) keys.push(`user:${c.var.user.id}`);
  for (const key of keys) {
    if (!(await hit(c, bucket, key))) throw new AppError("RATE_LIMITED", TOO_MANY);
  }
}
