// The scheduler with a controllable clock, against the real adapters and the fake networks, which
// count every post they receive: a post published twice would show up there.
import { PLATFORMS } from "@realty/contracts/social";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, hubPosts, socialConnections } from "../db/schema.ts";
import { jobLog } from "../lib/log.ts";
import { publishTarget } from "../services/social/connections.ts";
import { sendClaimedDelivery } from "../services/social/deliveries.ts";
import type { FakeSocial } from "../testing/fake-social.ts";
import { memberWith, useSocialTestApp } from "../testing/social-suite.ts";
import type { TestApp } from "../testing/test-app.ts";
import { BATCH, CLAIM_STALE_MS, claimDueDeliveries, runDueDeliveries, SENDING_STALE_MS } from "./run-due-deliveries.ts";

const HOUR = 60 * 60_000;
let fake: FakeSocial;
let t: TestApp;
useSocialTestApp((current) => {
  ({ fake, t } = current);
});

async function schedule(
  browser: Awaited<ReturnType<typeof memberWith>>["browser"],
  content: string,
  platforms: string[],
  inMs = HOUR,
) {
  const res = await browser.post("/api/social/schedule", {
    content,
    platforms,
    scheduledFor: new Date(t.deps.now().getTime() + inMs).toISOString(),
  });
  expect(res.status).toBe(201);
  return res.json();
}

const deliveries = () => t.db.select().from(hubPostDeliveries);
const posts = () => t.db.select().from(hubPosts);

describe("runDueDeliveries", () => {
  it("publishes a scheduled post once, when it falls due, to each platform", async () => {
    const { browser } = await memberWith(t, "facebook", "twitter");
    expect(await schedule(browser, "Market update: rates dipped this week.", ["facebook", "twitter"])).toEqual({
      scheduled: true,
      platforms: ["facebook", "twitter"],
      successfulPosts: 0,
      totalPosts: 2,
    });

    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0);
    t.advance(HOUR - 1000);
    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0);
    t.advance(1000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ claimed: 2, posted: 2 });
    t.advance(10 * 60_000);
    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0);

    expect(fake.posts.map((p) => p.network).sort()).toEqual(["facebook", "x"]);
    expect((await deliveries()).every((d) => d.status === "posted" && d.attempts === 1 && d.externalId)).toBe(true);
    expect((await posts())[0]?.status).toBe("posted");
  });

  it("drains everything due in one run, round after round, with an allowance to stop early", async () => {
    const { browser } = await memberWith(t, ...PLATFORMS);
    for (let i = 0; i < 12; i++) await schedule(browser, `Listing ${i}`, [...PLATFORMS]);
    t.advance(HOUR);
    // A Worker invocation's budget: one round of BATCH, then no room.
    let rounds = 0;
    const firstRoundOnly = (wanted: number) => (rounds++ === 0 ? wanted : 0);
    expect(await runDueDeliveries(t.deps, t.deps.now(), firstRoundOnly)).toMatchObject({ claimed: BATCH, posted: BATCH });
    // Node's run has no such limit: the rest go in the same run.
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ claimed: 36 - BATCH, posted: 36 - BATCH });
    expect(fake.posts).toHaveLength(36);
  });

  it("never sends a delivery twice when two runs overlap", async () => {
    const { browser } = await memberWith(t, ...PLATFORMS);
    for (let i = 0; i < 5; i++) await schedule(browser, `Tip number ${i}`, [...PLATFORMS]);
    t.advance(HOUR);
    const [a, b] = await Promise.all([runDueDeliveries(t.deps, t.deps.now()), runDueDeliveries(t.deps, t.deps.now())]);
    expect((a?.claimed ?? 0) + (b?.claimed ?? 0)).toBe(15);
    expect(fake.posts).toHaveLength(15);
    expect(new Set(fake.posts.map((p) => `${p.network}:${p.text}`)).size).toBe(15);
    expect((await deliveries()).every((d) => d.status === "posted")).toBe(true);
  });

  it("retakes a claim left by a run that died before sending, and sends it once", async () => {
    const { browser } = await memberWith(t, "twitter");
    await schedule(browser, "Crash before send", ["twitter"]);
    t.advance(HOUR);
    const claimed = await claimDueDeliveries(t.deps, t.deps.now());
    expect(claimed).toHaveLength(1);
    // The process dies here. A run within the stale window leaves the claim alone…
    t.advance(CLAIM_STALE_MS - 1000);
    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0);
    // …and a later one takes it over.
    t.advance(2000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ claimed: 1, posted: 1 });
    expect(fake.posts).toHaveLength(1);
  });

  it("does not resend a post interrupted after the network took it, and says why", async () => {
    const { browser } = await memberWith(t, "twitter");
    await schedule(browser, "Crash after send", ["twitter"]);
    t.advance(HOUR);
    const [row] = await claimDueDeliveries(t.deps, t.deps.now());
    if (!row) throw new Error("nothing claimed");
    // What sendClaimedDelivery does: mark 'sending', call the network (it accepts), then the process dies
    // before writing the answer.
    await t.db.update(hubPostDeliveries).set({ status: "sending" }).where(eq(hubPostDeliveries.id, row.id));
    const provider = t.deps.social.provider("twitter");
    const [conn] = await t.db.select().from(socialConnections);
    if (!provider || !conn) throw new Error("not connected");
    const accepted = await provider.publish(
      await publishTarget({ ...t.deps, log: jobLog("test") }, conn, provider),
      "Crash after send",
    );
    expect(accepted.ok).toBe(true);
    expect(fake.posts).toHaveLength(1);

    for (const step of [60_000, SENDING_STALE_MS, HOUR]) {
      t.advance(step);
      await runDueDeliveries(t.deps, t.deps.now());
    }
    expect(fake.posts).toHaveLength(1);
    const [after] = await t.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.id, row.id));
    expect(after?.status).toBe("failed");
    expect(after?.lastError).toContain("not sent again so it cannot appear twice");
  });

  it("lets a stalled run that lost its claim write nothing and send nothing", async () => {
    const { browser } = await memberWith(t, "linkedin");
    await schedule(browser, "Stalled run", ["linkedin"]);
    t.advance(HOUR);
    const claimedAt = t.deps.now();
    const [stale] = await claimDueDeliveries(t.deps, claimedAt);
    if (!stale) throw new Error("nothing claimed");
    t.advance(CLAIM_STALE_MS + 1000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ claimed: 1, posted: 1 });
    // The first run wakes up and carries on with its old claim.
    expect(await sendClaimedDelivery({ ...t.deps, log: jobLog("test") }, stale, claimedAt)).toEqual({ status: "lost" });
    expect(fake.posts).toHaveLength(1);
  });

  it("retries a network failure with back-off, then stops and marks it failed with the reason", async () => {
    const { browser } = await memberWith(t, "facebook");
    await schedule(browser, "Flaky network", ["facebook"]);
    for (let i = 0; i < 3; i++) fake.failNext("publish", 503, { error: { message: "Service temporarily unavailable" } });
    t.advance(HOUR);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ retrying: 1 });
    expect((await posts())[0]?.status).toBe("publishing");
    t.advance(30_000);
    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0); // back-off: not yet
    t.advance(30_000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ retrying: 1 });
    t.advance(5 * 60_000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ failed: 1 });
    t.advance(HOUR);
    expect((await runDueDeliveries(t.deps, t.deps.now())).claimed).toBe(0);

    expect(fake.calls.filter((c) => c.call === "publish")).toHaveLength(3);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row?.lastError).toContain("Service temporarily unavailable");
    expect((await posts())[0]?.status).toBe("failed");
  });

  it("fails a refused post at once and keeps the other platforms going (partial)", async () => {
    const { browser } = await memberWith(t, "linkedin", "twitter");
    await schedule(browser, "Half works", ["linkedin", "twitter"]);
    fake.failNext("publish", 422, { message: "Content is a duplicate." });
    t.advance(HOUR);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ claimed: 2, posted: 1, failed: 1 });
    expect(fake.calls.filter((c) => c.call === "publish")).toHaveLength(2);
    expect((await posts())[0]?.status).toBe("partial");
  });

  it("fails a due post whose account was disconnected, naming the platform", async () => {
    const { browser } = await memberWith(t, "twitter");
    await schedule(browser, "Disconnected", ["twitter"]);
    await browser.post("/api/social/disconnect", { platform: "twitter" });
    t.advance(HOUR);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ failed: 1 });
    expect((await deliveries())[0]?.lastError).toBe("Your X (Twitter) account is not connected. Connect it and post again.");
    expect(fake.posts).toHaveLength(0);
  });

  it("reads engagement from the networks that report it and shows it in History and Analytics", async () => {
    const { browser } = await memberWith(t, ...PLATFORMS);
    await schedule(browser, "Engaging post", [...PLATFORMS]);
    t.advance(HOUR);
    await runDueDeliveries(t.deps, t.deps.now());
    const history = (await (await browser.get("/api/social/posts")).json()) as {
      deliveries: { platform: string; engagement: unknown; reach: number | null }[];
    }[];
    const byPlatform = Object.fromEntries((history[0]?.deliveries ?? []).map((d) => [d.platform, d]));
    expect(byPlatform.twitter).toMatchObject({ engagement: { likes: 7, shares: 3, comments: 3 }, reach: 420 });
    expect(byPlatform.facebook).toMatchObject({ engagement: { likes: 11, shares: 4, comments: 5 }, reach: null });
    expect(byPlatform.linkedin).toMatchObject({ engagement: null, reach: null });
    const stats = await (await browser.get("/api/social/analytics")).json();
    expect(stats).toMatchObject({ totalPosts: 1, scheduledPosts: 0, engagement: 33, reach: 420 });
  });
});
