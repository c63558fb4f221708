// The scheduler at volume on D1: a thousand deliveries due in the same minute, drained by the Worker's
// own scheduled (and queue) handlers, with every invocation's D1 queries counted by a wrapper on the
// binding. The sandbox network answers each post with an id of its own, kept on the delivery row, so
// a post sent twice would show up as a second id or a second attempt.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { hubPostDeliveries, hubPosts, socialConnections } from "../db/schema.ts";
import { countD1Queries } from "../lib/d1-query-counter.ts";
import { CLAIM_STALE_MS } from "../scheduler/run-due-deliveries.ts";
import { D1_QUERY_LIMIT, type DeliveryMessage } from "../scheduler/worker-scheduler.ts";
import worker from "../worker.ts";
import { browserAs } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

const MEMBERS = 10;
const POSTS_EACH = 100;

/** Members with a sandbox Facebook connection and `POSTS_EACH` posts each, all due a minute ago. */
async function queueDueDeliveries(): Promise<number[]> {
  const db = workerDb();
  // The D1 drizzle database itself, for its batch (the product's Database type leaves it out).
  const d1 = drizzle(env.DB, { schema });
  const past = new Date(Date.now() - 60_000);
  const postIds: number[] = [];
  for (let m = 0; m < MEMBERS; m++) {
    const { browser, user } = await browserAs("domination");
    // The sandbox's authorize URL leads straight back to the callback (fetch follows the redirects).
    expect((await browser.get("/api/auth/facebook")).status).toBeLessThan(400);
    expect(await db.select().from(socialConnections).where(eq(socialConnections.userId, user.id))).toHaveLength(1);
    // D1 takes at most 100 bound values per statement: ten rows at a time, all in one batch (one
    // round trip to D1, where a statement each would be most of the test's time on a busy machine).
    const inserts = [];
    for (let i = 0; i < POSTS_EACH; i += 10) {
      const rows = Array.from({ length: 10 }, (_, k) => ({
        userId: user.id,
        content: `Open house ${m}-${i + k}`,
        platforms: ["facebook" as const],
        scheduledFor: past,
        createdAt: past,
        updatedAt: past,
      }));
      inserts.push(d1.insert(hubPosts).values(rows).returning({ id: hubPosts.id }));
    }
    const [first, ...rest] = inserts;
    if (!first) throw new Error("no posts to insert");
    const posts: { id: number }[] = (await d1.batch([first, ...rest])).flat();
    const deliveries = [];
    for (let i = 0; i < posts.length; i += 10) {
      const ids = posts.slice(i, i + 10);
      deliveries.push(d1.insert(hubPostDeliveries).values(ids.map((p) => ({ hubPostId: p.id, platform: "facebook" as const }))));
    }
    const [firstDelivery, ...otherDeliveries] = deliveries;
    if (!firstDelivery) throw new Error("no deliveries to insert");
    await d1.batch([firstDelivery, ...otherDeliveries]);
    postIds.push(...posts.map((p) => p.id));
  }
  return postIds;
}

async function deliveriesOf(postIds: number[]) {
  const db = workerDb();
  const rows = [];
  for (let i = 0; i < postIds.length; i += 90) {
    rows.push(
      ...(await db
        .select()
        .from(hubPostDeliveries)
        .where(inArray(hubPostDeliveries.hubPostId, postIds.slice(i, i + 90)))),
    );
  }
  return rows;
}

function expectEachPostedOnce(rows: Awaited<ReturnType<typeof deliveriesOf>>) {
  expect(rows).toHaveLength(MEMBERS * POSTS_EACH);
  expect(rows.filter((r) => r.status !== "posted").map((r) => `${r.id}:${r.status}:${r.lastError}`)).toEqual([]);
  expect(rows.every((r) => r.attempts === 1)).toBe(true);
  expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
}

/** One cron invocation with the D1 binding counted; answers its query count. */
async function cronInvocation(extra: Record<string, unknown> = {}): Promise<number> {
  const counted = countD1Queries(env.DB);
  const ctx = createExecutionContext();
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }),
    { ...env, ...extra, DB: counted.binding },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return counted.used();
}

/**
 * Each test drains a thousand deliveries through thousands of D1 queries in Miniflare: on a busy
 * shared machine that takes minutes, not the suite's default minute. The bound is on the work (the
 * invocations counted below), not on the wall clock.
 */
const DRAIN_TIMEOUT_MS = 600_000;

describe("the scheduler on D1 at volume", () => {
  it(
    "sends 1,000 posts due in the same minute exactly once, each cron invocation under the query limit",
    async () => {
      const postIds = await queueDueDeliveries();
      const counts: number[] = [];
      const open = async () => (await deliveriesOf(postIds)).filter((r) => r.status !== "posted" && r.status !== "failed").length;
      // Each invocation stands for one cron minute: ten minutes must be enough.
      while ((await open()) > 0 && counts.length < 10) counts.push(await cronInvocation());
      expectEachPostedOnce(await deliveriesOf(postIds));
      expect(Math.max(...counts)).toBeLessThanOrEqual(D1_QUERY_LIMIT);
      // One invocation cannot do it all within the limit: the drain spans several.
      expect(counts.length).toBeGreaterThan(1);
    },
    DRAIN_TIMEOUT_MS,
  );

  it(
    "with a delivery queue bound, the cron claims and queues them and the consumer sends each once",
    async () => {
      const postIds = await queueDueDeliveries();
      const sent: DeliveryMessage[] = [];
      const queue = {
        async sendBatch(messages: { body: DeliveryMessage }[]) {
          expect(messages.length).toBeLessThanOrEqual(100);
          sent.push(...messages.map((m) => m.body));
        },
      };
      const cronQueries = await cronInvocation({ DELIVERY_QUEUE: queue });
      expect(cronQueries).toBeLessThanOrEqual(D1_QUERY_LIMIT);
      expect(sent.length).toBeGreaterThanOrEqual(MEMBERS * POSTS_EACH);
      // A second cron minute finds them leased, not due: nothing is queued twice.
      const before = sent.length;
      await cronInvocation({ DELIVERY_QUEUE: queue });
      expect(sent.length).toBe(before);

      // The consumer, in batches of ten as wrangler.toml asks, each invocation counted.
      for (let i = 0; i < sent.length; i += 10) {
        const messages = sent.slice(i, i + 10).map((body, k) => ({ id: `m${i + k}`, timestamp: new Date(), attempts: 1, body }));
        const batch = createMessageBatch<DeliveryMessage>("realtyreels-deliveries", messages);
        const counted = countD1Queries(env.DB);
        const ctx = createExecutionContext();
        await worker.queue(batch, { ...env, DB: counted.binding });
        const result = await getQueueResult(batch, ctx);
        expect(result.explicitAcks.length + result.retryMessages.length).toBe(messages.length);
        expect(counted.used()).toBeLessThanOrEqual(D1_QUERY_LIMIT);
      }
      expectEachPostedOnce(await deliveriesOf(postIds));

      // A message delivered again (queues are at least once) finds its claim settled and sends nothing.
      const again = createMessageBatch<DeliveryMessage>("realtyreels-deliveries", [
        { id: "dup", timestamp: new Date(), attempts: 2, body: sent[0] as DeliveryMessage },
      ]);
      await worker.queue(again, env);
      expectEachPostedOnce(await deliveriesOf(postIds));
    },
    DRAIN_TIMEOUT_MS,
  );

  it(
    "puts a claim whose message was lost back in the queue once its lease runs out",
    async () => {
      await queueDueDeliveries();
      const sent: DeliveryMessage[] = [];
      const queue = {
        sendBatch: async (messages: { body: DeliveryMessage }[]) => void sent.push(...messages.map((m) => m.body)),
      };
      await cronInvocation({ DELIVERY_QUEUE: queue });
      const lost = sent[0];
      if (!lost) throw new Error("nothing queued");
      // The message never reaches a consumer. Within the lease the row stays with its claim…
      sent.length = 0;
      await cronInvocation({ DELIVERY_QUEUE: queue });
      expect(sent.map((m) => m.id)).not.toContain(lost.id);
      // …and once the lease has run out, the next cron minute queues it again under a new claim.
      const expired = new Date(lost.claimedAt - CLAIM_STALE_MS - 1000);
      await workerDb().update(hubPostDeliveries).set({ claimedAt: expired }).where(eq(hubPostDeliveries.id, lost.id));
      await cronInvocation({ DELIVERY_QUEUE: queue });
      const retaken = sent.find((m) => m.id === lost.id);
      expect(retaken?.claimedAt).toBeGreaterThan(expired.getTime());
      // The old message, if it turns up after all, sends nothing; the new one sends it once.
      for (const body of [{ ...lost, claimedAt: expired.getTime() }, retaken]) {
        const batch = createMessageBatch<DeliveryMessage>("realtyreels-deliveries", [
          { id: `m-${body?.claimedAt}`, timestamp: new Date(), attempts: 1, body: body as DeliveryMessage },
        ]);
        await worker.queue(batch, env);
      }
      const [row] = await workerDb().select().from(hubPostDeliveries).where(eq(hubPostDeliveries.id, lost.id));
      expect(row).toMatchObject({ status: "posted", attempts: 2 });
    },
    DRAIN_TIMEOUT_MS,
  );
});
