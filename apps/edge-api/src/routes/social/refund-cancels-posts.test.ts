// A refund or downgrade stops what the member set in motion: queued posts they can no longer use are
// cancelled (with an e-mail and the reason in the hub), their share pages close, and the hub refuses
// new posts. Nothing already published is touched. Sandbox networks, real routes, a libSQL file.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hubPostDeliveries, hubPosts, mailOutbox, paymentOrders, scripts, users } from "../../db/schema.ts";
import { runDueDeliveries } from "../../scheduler/run-due-deliveries.ts";
import { CANCELLED_BY_PLAN } from "../../services/social/post-entitlement.ts";
import { HUB_NEEDS_PLAN } from "../../services/social/posts.ts";
import { adminFixture } from "../../testing/admin-testing.ts";
import { buyAsNewVisitor } from "../../testing/checkout-client.ts";
import { refundKey } from "../../testing/orders-testing.ts";
import { walkOAuth } from "../../testing/social-kit.ts";
import type { TestApp } from "../../testing/test-app.ts";

const DAY = 86_400_000;
let t: TestApp;
let asAdmin: Awaited<ReturnType<typeof adminFixture>>["asAdmin"];
beforeEach(async () => {
  const f = await adminFixture();
  t = f.t;
  asAdmin = f.asAdmin;
});
afterEach(() => t.cleanup());

/** A Sampler buyer with Facebook connected, one post published and one scheduled for tomorrow. */
async function memberWithQueue() {
  const bought = await buyAsNewVisitor(t, "sampler");
  const { browser } = bought;
  await walkOAuth(browser, "facebook");
  const now = await browser.post("/api/social/post", { content: "Open house this Sunday!", platforms: ["facebook"] });
  expect(now.status).toBe(200);
  const tomorrow = new Date(t.deps.now().getTime() + DAY).toISOString();
  const later = await browser.post("/api/social/schedule", {
    content: "Rates moved this week: here is what it means.",
    platforms: ["facebook"],
    scheduledFor: tomorrow,
  });
  expect(later.status).toBe(201);
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.status, "succeeded"));
  return { ...bought, orderId: order?.id ?? 0 };
}

async function statuses() {
  const posts = await t.db.select().from(hubPosts).orderBy(hubPosts.id);
  const deliveries = await t.db.select().from(hubPostDeliveries).orderBy(hubPostDeliveries.id);
  return { posts: posts.map((p) => p.status), deliveries };
}

describe("a full refund", () => {
  it("cancels the queued post with the reason and an e-mail, leaves the published one, and the scheduler sends nothing", async () => {
    const m = await memberWithQueue();
    const refund = await asAdmin.post(`/api/admin/orders/${m.orderId}/refund`, { idempotencyKey: refundKey() });
    expect(refund.status).toBe(200);

    const after = await statuses();
    expect(after.posts).toEqual(["posted", "cancelled"]);
    expect(after.deliveries[0]).toMatchObject({ status: "posted", cancelledAt: null });
    expect(after.deliveries[1]).toMatchObject({ status: "cancelled", lastError: CANCELLED_BY_PLAN });

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.person.email));
    const notice = mails.find((x) => x.subject.includes("scheduled post was cancelled"));
    expect(notice?.text).toContain("Rates moved this week");
    expect(notice?.text).toContain("Nothing you already published was removed.");

    t.advance(2 * DAY);
    expect(await runDueDeliveries(t.deps)).toMatchObject({ claimed: 0, posted: 0 });
  });

  it("closes the Post Now and Schedule buttons' routes with the reason", async () => {
    const m = await memberWithQueue();
    await asAdmin.post(`/api/admin/orders/${m.orderId}/refund`, { idempotencyKey: refundKey() });
    const now = await m.browser.post("/api/social/post", { content: "Free text", platforms: ["facebook"] });
    expect(now.status).toBe(403);
    expect(await now.json()).toEqual({ message: HUB_NEEDS_PLAN });
    const later = await m.browser.post("/api/social/schedule", {
      content: "Free text",
      platforms: ["facebook"],
      scheduledFor: new Date(t.deps.now().getTime() + DAY).toISOString(),
    });
    expect(later.status).toBe(403);
  });

  it("closes the member's share pages (404)", async () => {
    const m = await memberWithQueue();
    const [script] = await t.db
      .insert(scripts)
      .values({
        title: "Spring Sellers",
        content: "Spring is the season to list. ".repeat(8),
        category: "seller",
        accessLevel: "sampler",
      })
      .returning({ id: scripts.id });
    const link = await m.browser.get(`/api/share-links?type=script&id=${script?.id}`);
    const url = new URL(((await link.json()) as { url: string }).url);
    const page = `${url.pathname}${url.search}`;
    expect((await t.client().get(page)).status).toBe(200);
    await asAdmin.post(`/api/admin/orders/${m.orderId}/refund`, { idempotencyKey: refundKey() });
    expect((await t.client().get(page)).status).toBe(404);
  });
});

describe("publishing asks at the moment of use", () => {
  it("a queued post whose member no longer holds a plan is cancelled by the scheduler, not sent", async () => {
    const m = await memberWithQueue();
    // However the level fell (here: written directly), the send itself checks it.
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.email, m.person.email));
    t.advance(2 * DAY);
    const run = await runDueDeliveries(t.deps);
    expect(run.posted).toBe(0);
    const after = await statuses();
    expect(after.deliveries[1]).toMatchObject({ status: "cancelled", lastError: CANCELLED_BY_PLAN });
    expect(after.posts).toEqual(["posted", "cancelled"]);
  });
});
