// Cloudflare Workers entry: the same app, with ports built from each request's bindings
// (worker-deps.ts). Exports only the handlers: the runtime treats named exports as entrypoints.
import { createApp } from "./app.ts";
import { runDueDeliveries } from "./scheduler/run-due-deliveries.ts";
import { depsFor, refusal, type WorkerBindings } from "./worker-deps.ts";

/** Sessions and per-member reads are reused this long across processes; one process drops them on any write. */
const READ_CACHE_MS = 1000;

const app = createApp((env) => depsFor(env as WorkerBindings), { readCacheMs: READ_CACHE_MS });

export default {
  fetch(request: Request, env: unknown, ctx: unknown) {
    return refusal(env as WorkerBindings) ?? app.fetch(request, env, ctx as Parameters<typeof app.fetch>[2]);
  },
  /** The Cron Trigger in wrangler.toml (every minute): publishes the social posts that fell due. */
  scheduled(controller: { scheduledTime: number }, env: unknown, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    if (refusal(env as WorkerBindings)) return;
    ctx.waitUntil(runDueDeliveries(depsFor(env as WorkerBindings), new Date(controller.scheduledTime)));
  },
};
