// A scheduled hub post of a library video on the Worker (workerd, D1, R2): no encoder, so scheduling
// queues the render service's job to draw the video in the member's brand; once the service has
// uploaded it, the minute's cron run sends that drawn file instead of the library rendition.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { endCardJobs, hubPostDeliveries } from "../db/schema.ts";
import type { ClaimedEndCard } from "../services/render/end-card-service.ts";
import { renditionKey } from "../services/render/render-keys.ts";
import worker from "../worker.ts";
import { browserAs, patternBytes } from "./fixtures.ts";
import { renderedVideo, renderService } from "./render-service.ts";
import { workerDb } from "./worker-client.ts";

const internal = (path: string, init?: RequestInit) => renderService(`end-cards${path}`, init);

async function cronRun() {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("a library video scheduled from the hub on the Worker", () => {
  it("queues the drawing in the member's brand, then delivers the drawn file once it is made", async () => {
    const video = await renderedVideo();
    const { browser, user } = await browserAs("domination");
    expect((await browser.get("/api/auth/facebook")).status).toBeLessThan(400);
    const scheduled = await browser.post("/api/social/schedule", {
      content: "Renting or buying? Watch this.",
      platforms: ["facebook"],
      media: { kind: "video", videoId: video.id, cut: "full" },
      scheduledFor: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(201);
    const db = workerDb();
    const [delivery] = await db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.platform, "facebook"));
    // What the composer checked: the library rendition (nothing can be joined or drawn here).
    expect(delivery?.mediaKey).toBe(renditionKey(video.renderKey ?? "", "portrait"));
    const jobs = await db.select().from(endCardJobs).where(eq(endCardJobs.userId, user.id));
    expect(jobs).toHaveLength(1);
    const drawnKey = jobs[0]?.key ?? "";
    expect(drawnKey).toMatch(/\/portrait-[0-9a-f]{16}-b[0-9a-f]{12}\.mp4$/);

    // The render service draws it from the source with the member's body and uploads it.
    const claimed = await internal("/claim", { method: "POST" });
    expect(claimed.status).toBe(200);
    const { job } = (await claimed.json()) as { job: ClaimedEndCard };
    expect(job.member).toEqual({ city: null, figures: null });
    const drawn = patternBytes(4000).map((b) => 255 - b);
    const upload = await internal(`/${job.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: drawn,
    });
    expect(upload.status).toBe(200);

    await db
      .update(hubPostDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(hubPostDeliveries.id, delivery?.id ?? 0));
    await cronRun();
    const [sent] = await db
      .select()
      .from(hubPostDeliveries)
      .where(eq(hubPostDeliveries.id, delivery?.id ?? 0));
    expect(sent).toMatchObject({ status: "posted", mediaKey: drawnKey });
    expect((await env.MEDIA.head(drawnKey))?.size).toBe(4000);
  });
});
