// Ten thousand posts due in the same minute, drained by the Worker's own cron and queue-consumer code
// (worker-scheduler.ts) one simulated minute at a time. Run in Node against libSQL rather than D1 in
// workerd: the claim and send code is the same, but Miniflare's D1 answers tens of thousands of
// queries far too slowly for a test on a shared machine. Every cron and consumer invocation gets a
// database whose queries are counted the way D1 counts them (each statement, each one in a batch).
import type { Client } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { hubPostDeliveries, hubPosts } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { memberWith } from "../testing/social-suite.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { CLAIM_STALE_MS } from "./run-due-deliveries.ts";
import { D1_QUERY_LIMIT, type DeliveryMessage, runCronMinute, sendQueuedBatch } from "./worker-scheduler.ts";

const MEMBERS = 10;
const POSTS_EACH = 1000;
const TOTAL = MEMBERS * POSTS_EACH;
const MINUTE = 60_000;
/** wrangler.toml's max_batch_size for the delivery queue's consumer. */
const CONSUMER_BATCH = 10;
/** Messages the simulated queue loses outright in the first minute: their leases must bring them back. */
const LOST = 25;

/** The same database, through a client that counts each statement as D1 would. */
function countedDatabase(db: Database): { db: Database; used: () => number } {
  const client = (db as unknown as { $client: Client }).$client;
  let used = 0;
  const counted = new Proxy(client, {
    get(target, property) {
      if (property === "execute") {
        return (...args: Parameters<Client["execute"]>) => {
          used++;
          return target.execute(...args);
        };
      }
      if (property === "batch") {
        return (...args: Parameters<Client["batch"]>) => {
          used += args[0].length;
          return target.batch(...args);
        };
      }
      // D1 refuses BEGIN: the scheduler must never need a transaction.
      if (property === "transaction") throw new Error("the scheduler opened a transaction, which D1 refuses");
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: drizzle(counted, { schema }) as unknown as Database, used: () => used };
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Durability is not under test here and ten thousand fsyncs on a busy disk would be the whole run.
  await (t.db as unknown as { $client: Client }).$client.execute("PRAGMA synchronous = OFF");
});
afterEach(() => t.cleanup());

/** Members with a sandbox Facebook connection, and TOTAL posts all due at the current minute. */
async function tenThousandDue(): Promise<void> {
  const due = t.deps.now();
  for (let m = 0; m < MEMBERS; m++) {
    const { userId } = await memberWith(t, "facebook");
    for (let i = 0; i < POSTS_EACH; i += 500) {
      const rows = Array.from({ length: 500 }, (_, k) => ({
        userId,
        content: `Open house ${m}-${i + k}`,
        platforms: ["facebook" as const],
        scheduledFor: due,
        createdAt: due,
        updatedAt: due,
      }));
      const posts = await t.db.insert(hubPosts).values(rows).returning({ id: hubPosts.id });
      await t.db.insert(hubPostDeliveries).values(posts.map((p) => ({ hubPostId: p.id, platform: "facebook" as const })));
    }
  }
}

interface Minute {
  cronQueries: number;
  consumerQueries: number[];
  sent: number;
}

describe("ten thousand posts due in the same minute", () => {
  it("all go out within ten cron minutes, each invocation under D1's query limit, lost messages retaken once their lease runs out", async () => {
    await tenThousandDue();
    const start = t.deps.now().getTime();
    const queued: DeliveryMessage[] = [];
    const queue = {
      async sendBatch(messages: { body: DeliveryMessage }[]) {
        // A Queue's sendBatch takes at most 100 messages.
        expect(messages.length).toBeLessThanOrEqual(100);
        queued.push(...messages.map((m) => m.body));
      },
    };
    const lost: DeliveryMessage[] = [];
    const minutes: Minute[] = [];
    const open = async () =>
      (await t.db.select({ status: hubPostDeliveries.status }).from(hubPostDeliveries)).filter((r) => r.status !== "posted")
        .length;

    while ((await open()) > 0 && minutes.length < 10) {
      const minute: Minute = { cronQueries: 0, consumerQueries: [], sent: 0 };
      const cron = countedDatabase(t.db);
      await runCronMinute({ ...t.deps, db: cron.db }, cron.used, queue, t.deps.now());
      minute.cronQueries = cron.used();
      if (minutes.length === 0) lost.push(...queued.splice(0, LOST));
      // The consumers take what the queue holds, CONSUMER_BATCH messages per invocation.
      while (queued.length > 0) {
        const bodies = queued.splice(0, CONSUMER_BATCH);
        const retried: DeliveryMessage[] = [];
        const messages = bodies.map((body) => ({ body, ack() {}, retry: () => void retried.push(body) }));
        const consumer = countedDatabase(t.db);
        const report = await sendQueuedBatch({ ...t.deps, db: consumer.db }, consumer.used, { messages });
        minute.consumerQueries.push(consumer.used());
        minute.sent += report.claimed;
        queued.push(...retried);
      }
      minutes.push(minute);
      t.advance(MINUTE);
    }

    const rows = await t.db.select().from(hubPostDeliveries);
    expect(rows).toHaveLength(TOTAL);
    expect(rows.filter((r) => r.status !== "posted")).toEqual([]);
    // Each post published once: its own network id, and one attempt (the lost ones: a second claim, still one send).
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(TOTAL);
    const lostIds = new Set(lost.map((m) => m.id));
    expect(rows.filter((r) => r.attempts !== (lostIds.has(r.id) ? 2 : 1))).toEqual([]);
    // Within ten cron minutes of falling due, no invocation over the limit.
    expect(minutes.length).toBeLessThanOrEqual(10);
    expect(Math.max(...minutes.map((m) => m.cronQueries))).toBeLessThanOrEqual(D1_QUERY_LIMIT);
    expect(Math.max(...minutes.flatMap((m) => m.consumerQueries))).toBeLessThanOrEqual(D1_QUERY_LIMIT);
    // The lost ones waited out their lease, no longer.
    const retakenAt = minutes.findIndex((m, i) => i > 0 && m.sent > 0 && m.sent <= LOST);
    expect(retakenAt * MINUTE).toBeGreaterThan(CLAIM_STALE_MS);
    expect(retakenAt * MINUTE).toBeLessThanOrEqual(CLAIM_STALE_MS + 2 * MINUTE);
    expect(t.deps.now().getTime() - start).toBeLessThanOrEqual(10 * MINUTE);

    // A lost message that turns up after its claim was retaken sends nothing: one attempt in flight per post.
    const late = lost[0];
    if (!late) throw new Error("nothing was lost");
    const consumer = countedDatabase(t.db);
    const report = await sendQueuedBatch({ ...t.deps, db: consumer.db }, consumer.used, {
      messages: [{ body: late, ack() {}, retry() {} }],
    });
    expect(report.claimed).toBe(0);
    const [row] = await t.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.id, late.id));
    expect(row).toMatchObject({ status: "posted", attempts: 2 });
  }, 600_000);
});
