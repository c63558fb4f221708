import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { RateLimitBucket } from "../lib/app-config.ts";
import { AppError } from "../lib/errors.ts";
import { clientAddress, hit, TOO_MANY_ATTEMPTS } from "./rate-limit.ts";

export { TOO_MANY_ATTEMPTS };

/**
 * Counts a password guess against the account itself, on top of the per-address limit, so
 * guesses spread over many addresses still run out. Runs before any
 * hashing. `address` also counts the client address, for routes without the middleware.
 */
export async function limitAccountGuesses(
  c: Context<AppEnv>,
  bucket: RateLimitBucket,
  userId: number,
  options: { address?: boolean } = {},
): Promise<void> {
  const addressOk = options.address ? await hit(c, bucket, `ip:${clientAddress(c)}`) : true;
  const accountOk = await hit(c, bucket, `user:${userId}`);
  if (!addressOk || !accountOk) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
}
