// Burned-in captions on the Worker (workerd, D1, R2): no encoder, so a captioned download queues its
// own end-card job saying so; the render service reads the cut's caption track through the internal
// routes, and its upload is what the captioned download then streams, apart from the plain one.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { endCardJobs } from "../db/schema.ts";
import type { ClaimedEndCard } from "../services/render/end-card-service.ts";
import { browserAs, patternBytes } from "./fixtures.ts";
import { FULL_CUT_CAPTIONS, renderedVideo, renderService } from "./render-service.ts";
import { workerDb } from "./worker-client.ts";

async function claim(): Promise<ClaimedEndCard> {
  const claimed = await renderService("end-cards/claim", { method: "POST" });
  expect(claimed.status).toBe(200);
  return ((await claimed.json()) as { job: ClaimedEndCard }).job;
}

describe("a download with burned-in captions on the Worker", () => {
  it("queues a captioned job, hands the service the cut's captions, and streams its upload", async () => {
    const video = await renderedVideo();
    const { browser } = await browserAs("domination");
    const captioned = `/media/videos/${video.id}/portrait/download?captions=on`;
    const first = await browser.get(captioned);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: "preparing", progress: 0 });
    expect((await browser.get(`/media/videos/${video.id}/portrait/download`)).status).toBe(202);
    const jobs = await workerDb().select().from(endCardJobs);
    expect(jobs.map((j) => j.captions).sort()).toEqual([false, true]);
    const [captionedJob] = jobs.filter((j) => j.captions);
    expect(captionedJob?.key).toMatch(/-captions-b[0-9a-f]{12}\.mp4$/);

    // The service is handed the jobs oldest first: the captioned one, then the plain one.
    const job = await claim();
    expect(job.captions).toBe(true);
    const track = await renderService(`end-cards/${job.claim}/captions`);
    expect(track.status).toBe(200);
    expect(await track.text()).toBe(FULL_CUT_CAPTIONS);
    const plain = await claim();
    expect(plain.captions).toBe(false);
    expect((await renderService(`end-cards/${plain.claim}/captions`)).status).toBe(404);

    const file = patternBytes(4000).map((b) => 250 - b);
    const upload = await renderService(`end-cards/${job.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: file,
    });
    expect(upload.status).toBe(200);
    expect((await env.MEDIA.head(captionedJob?.key ?? ""))?.size).toBe(4000);

    const done = await browser.get(captioned);
    expect(done.status).toBe(200);
    expect(done.headers.get("x-end-card")).toBe("included");
    expect(new Uint8Array(await done.arrayBuffer())).toEqual(file);
    // The plain download is still its own file, still being made.
    expect((await browser.get(`/media/videos/${video.id}/portrait/download`)).status).toBe(202);
    expect((await browser.get(`/media/videos/${video.id}/portrait/download?captions=maybe`)).status).toBe(400);
  });
});
