// Branded downloads on the Worker (workerd, D1, R2): no encoder, so the download queues one
// end-card job and answers 202; the render service's upload through the internal routes lands in
// R2, after which the download streams it with the end card, by Range.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { endCardJobs } from "../db/schema.ts";
import type { ClaimedEndCard } from "../services/render/end-card-service.ts";
import worker from "../worker.ts";
import { browserAs, patternBytes } from "./fixtures.ts";
import { renderedVideo, renderService, serviceEnv } from "./render-service.ts";
import { ORIGIN, workerDb } from "./worker-client.ts";

const internal = (path: string, init?: RequestInit) => renderService(`end-cards${path}`, init);

describe("a branded download on the Worker", () => {
  it("answers 202 and queues one job, then streams the uploaded file from R2 by Range", async () => {
    const video = await renderedVideo();
    const { browser } = await browserAs("domination");
    const path = `/media/videos/${video.id}/portrait/download`;
    const first = await browser.get(path);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: "preparing", progress: 0 });
    expect((await browser.get(path)).status).toBe(202);
    const jobs = await workerDb().select().from(endCardJobs);
    expect(jobs).toHaveLength(1);

    // Without the token the side door is shut; with it, the service claims the job.
    const anonymous = await worker.fetch(
      new Request(`${ORIGIN}/api/internal/render/end-cards/claim`, { method: "POST" }),
      serviceEnv,
      createExecutionContext(),
    );
    expect(anonymous.status).toBe(401);
    const claimed = await internal("/claim", { method: "POST" });
    expect(claimed.status).toBe(200);
    const { job } = (await claimed.json()) as { job: ClaimedEndCard };
    expect(job.rendition).toBe("portrait");
    expect(new Uint8Array(await (await internal(`/${job.claim}/body`)).arrayBuffer())).toEqual(patternBytes(3000));

    const branded = patternBytes(5000).map((b) => 250 - b);
    const upload = await internal(`/${job.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: branded,
    });
    expect(upload.status).toBe(200);
    const stored = await env.MEDIA.head(jobs[0]?.key ?? "");
    expect(stored?.size).toBe(5000);

    const whole = await browser.get(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("x-end-card")).toBe("included");
    expect(whole.headers.get("content-disposition")).toBe('attachment; filename="renting_vs_buying.mp4"');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(branded);
    const part = await browser.get(path, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/5000");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(branded.slice(100, 200));
  });
});
