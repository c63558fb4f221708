// The Worker's scheduled handler on D1 beyond the volume and clean-up suites: what the minute's run
// leaves alone (posts not yet due, deliveries already taken, expired rows that are the daily run's).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, hubPosts } from "../db/schema.ts";
import { EXPECTED_AFTER_CLEAN_UP, remaining, rowsAroundTheLines } from "../testing/retention-fixture.ts";
import worker from "../worker.ts";
import { insertUser } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

const EVERY_MINUTE = "* * * * *";

async function cronRun(cron = EVERY_MINUTE, at = Date.now()) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: at, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A paid member's hub post to Facebook scheduled at `when`, with its one delivery row due then. */
async function scheduledPost(when: Date, status: "pending" | "cancelled" = "pending") {
  const member = await insertUser({ email: `cron-${crypto.randomUUID().slice(0, 8)}@example.com`, accessLevel: "domination" });
  const db = workerDb();
  const [post] = await db
    .insert(hubPosts)
    .values({
      userId: member.id,
      content: "Open house Sunday",
      platforms: ["facebook"],
      scheduledFor: when,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  if (!post) throw new Error("post insert failed");
  await db.insert(hubPostDeliveries).values({ hubPostId: post.id, platform: "facebook", status, nextAttemptAt: when });
  return post.id;
}

async function deliveryOf(postId: number) {
  const [row] = await workerDb().select().from(hubPostDeliveries).where(eq(hubPostDeliveries.hubPostId, postId));
  return row;
}

describe("the minute's cron run on D1", () => {
  it("leaves a delivery that is not yet due untouched", async () => {
    const postId = await scheduledPost(new Date(Date.now() + 60 * 60_000));
    await cronRun();
    expect(await deliveryOf(postId)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("leaves a cancelled delivery alone even when it is due", async () => {
    const postId = await scheduledPost(new Date(Date.now() - 60_000), "cancelled");
    await cronRun();
    expect(await deliveryOf(postId)).toMatchObject({ status: "cancelled", attempts: 0 });
  });

  it("never takes a delivery twice: a second run leaves the first run's attempt as it was", async () => {
    const postId = await scheduledPost(new Date(Date.now() - 60_000));
    await cronRun();
    const first = await deliveryOf(postId);
    expect(first?.attempts).toBe(1);
    expect(first?.status).not.toBe("pending");
    await cronRun(EVERY_MINUTE, Date.now() + 60_000);
    expect(await deliveryOf(postId)).toEqual(first);
  });

  it("deletes no expired rows: sessions, rate-limit windows and old events wait for the daily trigger", async () => {
    const user = await insertUser({ email: `minute-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const tag = `minute${crypto.randomUUID().slice(0, 6)}`;
    const made = await rowsAroundTheLines(workerDb(), user.id, new Date(), tag);
    const before = await remaining(workerDb(), made);
    expect(before).not.toEqual(EXPECTED_AFTER_CLEAN_UP);
    await cronRun();
    expect(await remaining(workerDb(), made)).toEqual(before);
  });
});
