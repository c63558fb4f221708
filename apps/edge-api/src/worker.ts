// Cloudflare Workers entry: the same app, with ports built from each request's bindings
// (worker-deps.ts). Exports only the handlers: the runtime treats named exports as entrypoints.
import { createApp } from "./app.ts";
import { purgeExpiredRows } from "./scheduler/retention.ts";
import { type DeliveryBatch, deliverQueued, runScheduledMinute } from "./scheduler/worker-scheduler.ts";
import { runAccountMigration } from "./services/auth/account-migration.ts";
import { depsFor, refusal, type WorkerBindings } from "./worker-deps.ts";

/** Sessions and per-member reads are reused this long across processes; one process drops them on any write. */
const READ_CACHE_MS = 1000;
/** The daily clean-up's Cron Trigger, as wrangler.toml spells it. */
const RETENTION_CRON = "17 3 * * *";

const app = createApp((env) => depsFor(env as WorkerBindings), { readCacheMs: READ_CACHE_MS });

/**
 * Accounts made before sign-in required a password: the Worker has no start, so the first cron run of each isolate
 * runs the (idempotent) migration; a failure is logged and retried by the next isolate.
 */
const migrated = new WeakSet<object>();
async function migrateOnce(bindings: WorkerBindings): Promise<void> {
  if (migrated.has(bindings)) return;
  migrated.add(bindings);
  await runAccountMigration(depsFor(bindings)).catch((err: unknown) => console.error("Account migration failed:", err));
}

export default {
  fetch(request: Request, env: unknown, ctx: unknown) {
    return refusal(env as WorkerBindings) ?? app.fetch(request, env, ctx as Parameters<typeof app.fetch>[2]);
  },
  /** The Cron Trigger in wrangler.toml (every minute): claims the social posts that fell due and sends them or queues them. */
  scheduled(
    controller: { scheduledTime: number; cron?: string },
    env: unknown,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ) {
    if (refusal(env as WorkerBindings)) return;
    const bindings = env as WorkerBindings;
    const now = new Date(controller.scheduledTime);
    // The daily trigger cleans up; every other one is the minute's deliveries.
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(purgeExpiredRows(depsFor(bindings), now));
      return;
    }
    ctx.waitUntil(migrateOnce(bindings).then(() => runScheduledMinute(bindings, now)));
  },
  /** The delivery queue's consumer (wrangler.toml): sends the deliveries the cron claimed. */
  async queue(batch: DeliveryBatch, env: unknown) {
    if (refusal(env as WorkerBindings)) {
      for (const message of batch.messages) message.retry();
      return;
    }
    await deliverQueued(env as WorkerBindings, batch);
  },
};
