// The managed queue with the controllable clock, against the real adapters and the fake
// networks: edits and cancels before a post is due, a retry after a failure, a partial failure that
// keeps the unsent network's text, and a failure notice e-mailed once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, mailOutbox } from "../db/schema.ts";
import type { FakeSocial } from "../testing/fake-social.ts";
import type { signedInMember } from "../testing/social-kit.ts";
import { memberWith, useSocialTestApp } from "../testing/social-suite.ts";
import type { TestApp } from "../testing/test-app.ts";
import { runDueDeliveries } from "./run-due-deliveries.ts";

const HOUR = 60 * 60_000;
let fake: FakeSocial;
let t: TestApp;
useSocialTestApp((current) => {
  ({ fake, t } = current);
});

type Browser = Awaited<ReturnType<typeof signedInMember>>["browser"];
interface Listed {
  id: number;
  status: string;
  content: string;
  scheduledFor: string | null;
  deliveries: { id: number; platform: string; status: string; content: string; error: string | null }[];
}

async function schedule(browser: Browser, body: Record<string, unknown>, inMs = HOUR): Promise<number> {
  const res = await browser.post("/api/social/schedule", {
    ...body,
    scheduledFor: new Date(t.deps.now().getTime() + inMs).toISOString(),
  });
  expect(res.status).toBe(201);
  const list = (await (await browser.get("/api/social/posts")).json()) as Listed[];
  return list[0]?.id ?? 0;
}

const history = async (browser: Browser) => (await (await browser.get("/api/social/posts")).json()) as Listed[];
const failureMails = async () =>
  (await t.db.select().from(mailOutbox)).filter((m) => m.subject.startsWith("Your post was not published"));

describe("managed queue", () => {
  it("edits the text per network and reschedules before the post is due; it goes out as edited, when rescheduled", async () => {
    const { browser } = await memberWith(t, "facebook", "twitter");
    const id = await schedule(browser, { content: "First draft", platforms: ["facebook", "twitter"] });
    const later = new Date(t.deps.now().getTime() + 3 * HOUR).toISOString();
    const tooLong = await browser.put(`/api/social/posts/${id}`, { variants: { twitter: "x".repeat(281) } });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ errors: { twitter: expect.stringContaining("280") } });
    const edit = await browser.put(`/api/social/posts/${id}`, {
      content: "Open house Saturday",
      variants: { twitter: "Open house Sat!" },
      scheduledFor: later,
    });
    expect(edit.status).toBe(200);
    t.advance(HOUR + 60_000);
    expect((await runDueDeliveries(t.deps)).claimed).toBe(0);
    t.advance(2 * HOUR);
    expect((await runDueDeliveries(t.deps)).posted).toBe(2);
    expect(fake.posts.map((p) => [p.network, p.text]).sort()).toEqual([
      ["facebook", "Open house Saturday"],
      ["x", "Open house Sat!"],
    ]);
    // Once sent, it can no longer be edited or cancelled.
    expect((await browser.put(`/api/social/posts/${id}`, { content: "Too late" })).status).toBe(409);
    expect((await browser.post(`/api/social/posts/${id}/cancel`)).status).toBe(409);
  });

  it("cancels a scheduled post: nothing is sent, History shows it cancelled, then it can be deleted", async () => {
    const { browser } = await memberWith(t, "linkedin");
    const id = await schedule(browser, { content: "Never mind", platforms: ["linkedin"] });
    expect((await browser.post(`/api/social/posts/${id}/cancel`)).status).toBe(200);
    t.advance(2 * HOUR);
    expect((await runDueDeliveries(t.deps)).claimed).toBe(0);
    expect(fake.posts).toHaveLength(0);
    expect((await history(browser))[0]).toMatchObject({ status: "cancelled", deliveries: [{ status: "cancelled" }] });
    expect((await browser.del(`/api/social/posts/${id}`)).status).toBe(200);
    expect(await history(browser)).toHaveLength(0);
  });

  it("refuses another member's post and bad ids without changing anything", async () => {
    const { browser } = await memberWith(t, "facebook");
    const id = await schedule(browser, { content: "Mine", platforms: ["facebook"] });
    const other = await memberWith(t, "facebook");
    expect((await other.browser.post(`/api/social/posts/${id}/cancel`)).status).toBe(404);
    expect((await other.browser.del(`/api/social/posts/${id}`)).status).toBe(404);
    expect((await browser.post("/api/social/posts/abc/cancel")).status).toBe(400);
    expect((await browser.put(`/api/social/posts/${id}`, {})).status).toBe(400);
    expect((await history(browser))[0]).toMatchObject({ status: "scheduled" });
  });

  it("keeps the unsent network's text on a partial failure, tells the member once, and retries it", async () => {
    const { browser } = await memberWith(t, "linkedin", "twitter");
    const id = await schedule(browser, {
      content: "Rates dipped this week: what it means for buyers.",
      platforms: ["linkedin", "twitter"],
      variants: { twitter: "Rates dipped: what it means for you" },
    });
    fake.failNext("publish", 403, { detail: "You are not permitted to perform this action." });
    t.advance(HOUR + 60_000);
    // X refuses (403: not retried), LinkedIn takes it.
    const run = await runDueDeliveries(t.deps);
    const sent = fake.posts.map((p) => p.network);
    expect(run).toMatchObject({ posted: 1, failed: 1 });
    const [post] = await history(browser);
    expect(post?.status).toBe("partial");
    const failed = post?.deliveries.find((d) => d.status === "failed");
    expect(failed?.content).toBe(
      sent.includes("x") ? "Rates dipped this week: what it means for buyers." : "Rates dipped: what it means for you",
    );
    expect(failed?.error).toContain("You are not permitted to perform this action.");
    // Told once: an e-mail with the reason in words, and the badge until History is seen.
    const mails = await failureMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("You are not permitted to perform this action.");
    expect(await (await browser.get("/api/social/notices")).json()).toMatchObject({ unseenFailures: 1 });
    await runDueDeliveries(t.deps);
    expect(await failureMails()).toHaveLength(1);
    expect(await (await browser.post("/api/social/notices/seen")).json()).toMatchObject({ unseenFailures: 0 });
    // Retry sends only the failed network, with its own text.
    const retry = await browser.post(`/api/social/posts/${id}/retry`, {});
    expect(await retry.json()).toMatchObject({ successfulPosts: 1, totalPosts: 1 });
    expect(fake.posts).toHaveLength(2);
    expect((await history(browser))[0]?.status).toBe("posted");
    expect((await browser.post(`/api/social/posts/${id}/retry`, {})).status).toBe(409);
  });

  it("retries with corrected text after a failure, checked against the network's limit first", async () => {
    const { browser } = await memberWith(t, "facebook");
    const id = await schedule(browser, { content: "Spring market report", platforms: ["facebook"] });
    fake.failNext("publish", 400, { error: { message: "Duplicate status message" } });
    t.advance(HOUR + 60_000);
    await runDueDeliveries(t.deps);
    const [failed] = await t.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.status, "failed"));
    expect(failed?.lastError).toContain("Duplicate status message");
    const bad = await browser.post(`/api/social/posts/${id}/retry`, { content: "Fill in [Price]" });
    expect(bad.status).toBe(400);
    const ok = await browser.post(`/api/social/posts/${id}/retry`, {
      platform: "facebook",
      content: "Spring market report, updated",
    });
    expect(await ok.json()).toMatchObject({ successfulPosts: 1 });
    expect(fake.posts.at(-1)?.text).toBe("Spring market report, updated");
  });
});
