// The Worker's ports, built from its bindings (worker.ts is the entry). Kept apart from the entry so
// tests can build them without the entry's default export, and the entry exports nothing else.
// Turso over HTTP when DATABASE_URL is set, otherwise the D1 binding (local wrangler dev, tests).
import { createClient } from "@libsql/client/web";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql/web";
import { imagesBindingToPng } from "./adapters/media/images-binding.ts";
import { missingMediaBinding, type R2BucketLike, r2Media } from "./adapters/media/r2.ts";
import { workerPostImages } from "./adapters/post-images/worker-post-images.ts";
import { buildDeps } from "./build-deps.ts";
import * as schema from "./db/schema.ts";
import type { Database } from "./db/types.ts";
import { assertProductionReady, isProduction, readEnv } from "./env.ts";
import type { AppDeps } from "./ports/app-deps.ts";

/** The bindings wrangler.toml declares, typed narrowly so no Workers globals leak into Node code. */
export interface WorkerBindings {
  DB?: unknown;
  MEDIA?: unknown;
  [name: string]: unknown;
}

function openDatabase(bindings: WorkerBindings, url: string | undefined, authToken: string | undefined): Database {
  if (url) return drizzleLibsql(createClient({ url, authToken }), { schema }) as unknown as Database;
  if (!bindings.DB) throw new Error("Set DATABASE_URL or bind a D1 database as DB");
  return drizzleD1(bindings.DB as Parameters<typeof drizzleD1>[0], { schema }) as unknown as Database;
}

/** Outside production (local `wrangler dev`), links point at wrangler's default listening origin. */
const DEV_ORIGIN = "http://127.0.0.1:8787";

/** Deps for one set of bindings; bindings are stable per isolate, so the result is memoized on them. */
const built = new WeakMap<object, AppDeps>();
export function depsFor(bindings: WorkerBindings): AppDeps {
  const cached = built.get(bindings);
  if (cached) return cached;
  const env = readEnv(bindings);
  // APP_ENV=production (wrangler.toml [vars]); `wrangler dev` may override it in .dev.vars.
  const production = isProduction(env, "worker");
  if (production) assertProductionReady(env, console.warn, "worker");
  // No data folder to keep a generated secret in: every Worker needs its own.
  if (!env.APP_SECRET) throw new Error("APP_SECRET must be set on Workers");
  const deps = buildDeps(env, {
    name: "worker",
    db: openDatabase(bindings, env.DATABASE_URL, env.DATABASE_AUTH_TOKEN),
    media: bindings.MEDIA ? r2Media(bindings.MEDIA as R2BucketLike) : missingMediaBinding(),
    // WebP headshots reach lead-magnet PDFs as PNG through Cloudflare Images.
    ...(bindings.IMAGES ? { imageToPng: imagesBindingToPng(bindings.IMAGES) } : {}),
    // Post images, carousel slides and og:images are drawn here too (satori + resvg WebAssembly).
    postImages: workerPostImages,
    appSecret: env.APP_SECRET,
    defaultOrigin: DEV_ORIGIN,
    // Cloudflare sets CF-Connecting-IP itself; X-Forwarded-For there is the client's own text.
    trustedProxyHops: 0,
    clientAddress: (req) => req.headers.get("cf-connecting-ip") ?? undefined,
  });
  built.set(bindings, deps);
  return deps;
}

/**
 * A Worker has no start to stop, so a production Worker missing its settings refuses every request
 * with 503 and logs the one readable list of what is missing (once per isolate), rather than
 * serving with test cards or an open outbox.
 */
const reported = new WeakSet<object>();
export function refusal(bindings: WorkerBindings): Response | null {
  try {
    depsFor(bindings);
    return null;
  } catch (err) {
    if (!reported.has(bindings)) {
      reported.add(bindings);
      console.error(err instanceof Error ? err.message : err);
    }
    return Response.json({ message: "This service is not configured yet. Please try again later." }, { status: 503 });
  }
}
