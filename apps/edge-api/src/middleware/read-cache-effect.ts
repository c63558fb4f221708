// Routes declare what they do to the per-process read cache (lib/read-cache.ts) where they are
// defined, instead of a list of paths kept elsewhere. Undeclared, a GET keeps the cache and every
// other method empties it after the request.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/**
 * A write that changes nothing the cache holds, so it keeps the cache (the busiest writes: under
 * load, emptying the cache on each made every reader go to the database again). Put it first in
 * the route's chain, so a refused request (rate limit, validation) is covered too. Say why beside it.
 */
export const keepsReadCache = createMiddleware<AppEnv>(async (c, next) => {
  c.set("readCacheEffect", "keeps");
  await next();
});

/** A GET that changes sessions, users or customizations: the cache is emptied after it. */
export const invalidatesReadCache = createMiddleware<AppEnv>(async (c, next) => {
  c.set("readCacheEffect", "invalidates");
  await next();
});
