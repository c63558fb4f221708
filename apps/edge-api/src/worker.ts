// Cloudflare Workers entry: the same app, with ports built from each request's bindings.
// Turso over HTTP when DATABASE_URL is set, otherwise the D1 binding (local wrangler dev, tests).
import { createClient } from "@libsql/client/web";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql/web";
import { aiFromEnv } from "./adapters/ai/from-env.ts";
import { httpApiMail } from "./adapters/mail/http-api.ts";
import { localOutboxMail } from "./adapters/mail/local-outbox.ts";
import { missingMediaBinding, type R2BucketLike, r2Media } from "./adapters/media/r2.ts";
import { paymentsFromEnv } from "./adapters/payments/from-env.ts";
import { createSocialPort, socialSettingsFromEnv } from "./adapters/social/social-port.ts";
import { createApp } from "./app.ts";
import * as schema from "./db/schema.ts";
import type { Database } from "./db/types.ts";
import { type AppDeps, DEFAULT_RATE_LIMITS } from "./deps.ts";
import { readEnv } from "./env.ts";
import { runDueDeliveries } from "./scheduler/run-due-deliveries.ts";

/** Sessions and per-member reads are reused this long across processes; one process drops them on any write. */
const READ_CACHE_MS = 1000;

/** The bindings wrangler.toml declares, typed narrowly so no Workers globals leak into Node code. */
interface WorkerBindings {
  DB?: unknown;
  MEDIA?: unknown;
  [name: string]: unknown;
}

function openDatabase(bindings: WorkerBindings, url: string | undefined, authToken: string | undefined): Database {
  if (url) return drizzleLibsql(createClient({ url, authToken }), { schema }) as unknown as Database;
  if (!bindings.DB) throw new Error("Set DATABASE_URL or bind a D1 database as DB");
  return drizzleD1(bindings.DB as Parameters<typeof drizzleD1>[0], { schema }) as unknown as Database;
}

/** Deps for one set of bindings; bindings are stable per isolate, so the result is memoized on them. */
const built = new WeakMap<object, AppDeps>();
function depsFor(bindings: WorkerBindings): AppDeps {
  const cached = built.get(bindings);
  if (cached) return cached;
  const env = readEnv(bindings);
  if (!env.APP_SECRET) throw new Error("APP_SECRET must be set on Workers");
  const db = openDatabase(bindings, env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  const deps: AppDeps = {
    db,
    payments: paymentsFromEnv(env, db),
    ai: aiFromEnv(env),
    media: bindings.MEDIA ? r2Media(bindings.MEDIA as R2BucketLike) : missingMediaBinding(),
    mail:
      env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM
        ? httpApiMail({ apiUrl: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM })
        : localOutboxMail(db),
    social: createSocialPort(socialSettingsFromEnv(env, () => new Date())),
    now: () => new Date(),
    config: {
      production: env.NODE_ENV !== "development",
      publicUrl: env.PUBLIC_URL,
      appSecret: env.APP_SECRET,
      trustProxy: false,
      rateLimits: DEFAULT_RATE_LIMITS,
    },
    clientAddress: (req) => req.headers.get("cf-connecting-ip") ?? undefined,
  };
  built.set(bindings, deps);
  return deps;
}

const app = createApp((env) => depsFor(env as WorkerBindings), { readCacheMs: READ_CACHE_MS });

export default {
  fetch: app.fetch,
  /** The Cron Trigger in wrangler.toml (every minute): publishes the social posts that fell due. */
  scheduled(controller: { scheduledTime: number }, env: unknown, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    ctx.waitUntil(runDueDeliveries(depsFor(env as WorkerBindings), new Date(controller.scheduledTime)));
  },
};
