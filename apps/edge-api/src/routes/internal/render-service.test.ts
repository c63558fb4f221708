// Branded downloads where no encoder runs (the Worker, simulated by a test app without a render
// port): the download queues one end-card job and answers 202 with progress; the render service
// claims it over the token-guarded internal routes, reads its inputs, reports progress and uploads
// the file, after which the download streams it like Node does.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endCardJobs, renderJobs, users, videos } from "../../db/schema.ts";
import type { ClaimedEndCard } from "../../services/render/end-card-service.ts";
import { renditionKey } from "../../services/render/render-keys.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

const TOKEN = "render-service-token-for-tests-0123456789";
const BODY = new Uint8Array(4096).map((_, i) => i % 251);
const BRANDED = new Uint8Array(6000).map((_, i) => (i * 7) % 253);
let t: TestApp;
let videoId = 0;
let renderKey = "";

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { renderServiceToken: TOKEN } });
  const [row] = await t.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
  if (!row?.renderKey) throw new Error("renting-vs-buying has no render key");
  videoId = row.id;
  renderKey = row.renderKey;
  for (const name of ["portrait", "landscape"] as const) await t.deps.media.put(renditionKey(renderKey, name), BODY, "video/mp4");
  const result = { portrait: { bytes: BODY.length, seconds: 30 }, landscape: { bytes: BODY.length, seconds: 30 } };
  await t.db.insert(renderJobs).values({ key: renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result });
  await bumpCatalogueVersion(t.db);
});
afterAll(() => t.cleanup());

async function member(lastName: string) {
  const browser = t.client();
  const email = `worker-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Wendy", lastName, email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.email, email));
  return browser;
}

function internal(path: string, init: RequestInit = {}, token: string | null = TOKEN) {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return t.app.request(`${TEST_ORIGIN}/api/internal/render/end-cards${path}`, { ...init, headers });
}
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function claim(): Promise<ClaimedEndCard | null> {
  const res = await internal("/claim", { method: "POST" });
  if (res.status === 204) return null;
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: ClaimedEndCard }).job;
}

/** Each test starts with an empty queue. */
async function drain() {
  await t.db.delete(endCardJobs);
}

describe("a branded download without an encoder", () => {
  it("answers 202 preparing and queues exactly one job however often it is asked", async () => {
    await drain();
    const browser = await member("Queue");
    const first = await browser.get(`/media/videos/${videoId}/portrait/download`);
    expect(first.status).toBe(202);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toEqual({ status: "preparing", progress: 0 });
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(202);
    const rows = await t.db.select().from(endCardJobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ renderKey, rendition: "portrait", status: "pending" });
    expect(rows[0]?.profile.displayName).toBe("Wendy Queue");
    // The card's hash, then the member's part of the body (their city and figures: none here).
    expect(rows[0]?.key).toMatch(new RegExp(`^downloads/${renderKey}/portrait-[0-9a-f]{16}-b[0-9a-f]{12}\\.mp4$`));
    expect(rows[0]?.memberBody).toEqual({ city: null, figures: null });
  });

  it("goes with the member's account: deleting it removes the waiting job and the details it holds", async () => {
    await drain();
    const browser = await member("Leaving");
    expect((await browser.get(`/media/videos/${videoId}/landscape/download`)).status).toBe(202);
    const [job] = await t.db.select().from(endCardJobs);
    if (!job) throw new Error("no job was queued");
    await t.db.delete(users).where(eq(users.id, job.userId));
    expect(await t.db.select().from(endCardJobs)).toEqual([]);
  });

  it("is made by the render service and then streams with the end card, the spec's name and Range", async () => {
    await drain();
    const browser = await member("Stream");
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(202);

    const job = await claim();
    if (!job) throw new Error("nothing to claim");
    expect(job).toMatchObject({ rendition: "portrait", hasPhoto: false, attempt: 1 });
    expect(job.profile.displayName).toBe("Wendy Stream");
    const body = await internal(`/${job.claim}/body`);
    expect(body.status).toBe(200);
    expect(new Uint8Array(await body.arrayBuffer())).toEqual(BODY);
    expect((await internal(`/${job.claim}/photo`)).status).toBe(404);

    expect((await internal(`/${job.claim}/progress`, json({ progress: 40 }))).status).toBe(204);
    expect(await (await browser.get(`/media/videos/${videoId}/portrait/download`)).json()).toEqual({
      status: "preparing",
      progress: 40,
    });

    const upload = await internal(`/${job.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: BRANDED,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ bytes: BRANDED.length });

    const res = await browser.get(`/media/videos/${videoId}/portrait/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-end-card")).toBe("included");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="renting_vs_buying.mp4"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BRANDED);
    const part = await browser.get(`/media/videos/${videoId}/portrait/download`, { range: "bytes=10-19" });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(BRANDED.slice(10, 20));
    // Finished: the row with the member's details is gone, the claim is spent, nothing is left to claim.
    expect(await t.db.select().from(endCardJobs)).toHaveLength(0);
    expect((await internal(`/${job.claim}/progress`, json({ progress: 50 }))).status).toBe(409);
    expect(await claim()).toBeNull();
  });

  it("hands each job to exactly one of many concurrent claimers", async () => {
    await drain();
    for (const name of ["One", "Two", "Three"]) {
      expect((await (await member(name)).get(`/media/videos/${videoId}/landscape/download`)).status).toBe(202);
    }
    const claims = await Promise.all(Array.from({ length: 10 }, () => claim()));
    const won = claims.filter((c): c is ClaimedEndCard => c !== null);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((c) => c.profile.displayName))).toEqual(new Set(["Wendy One", "Wendy Two", "Wendy Three"]));
    expect(new Set(won.map((c) => c.claim)).size).toBe(3);
  });

  it("retakes a claim that went silent, and the old claimer can no longer upload", async () => {
    await drain();
    await (await member("Stale")).get(`/media/videos/${videoId}/portrait/download`);
    const first = await claim();
    if (!first) throw new Error("nothing to claim");
    expect(await claim()).toBeNull();
    t.advance(4 * 60_000);
    const second = await claim();
    expect(second?.attempt).toBe(2);
    const late = await internal(`/${first.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: BRANDED,
    });
    expect(late.status).toBe(409);
    const [row] = await t.db.select().from(endCardJobs);
    expect(row?.status).toBe("claimed");
  });

  it("retries a failed job, then answers the member 503 with a message once it failed for good", async () => {
    await drain();
    const browser = await member("Broken");
    await browser.get(`/media/videos/${videoId}/portrait/download`);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = await claim();
      if (!job) throw new Error(`attempt ${attempt} found nothing to claim`);
      const res = await internal(`/${job.claim}/fail`, json({ error: "ffmpeg exited with 1" }));
      expect(await res.json()).toEqual({ status: attempt < 3 ? "retrying" : "failed" });
      t.advance(60_000);
    }
    t.advance(-60_000);
    const refused = await browser.get(`/media/videos/${videoId}/portrait/download`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/end card/);
    // Asked again after a pause: a fresh round.
    t.advance(2 * 60_000);
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(202);
    expect((await claim())?.attempt).toBe(1);
  });
});

describe("the render service's routes", () => {
  it("refuse a missing or wrong token with 401, and bad input with 4xx changing nothing", async () => {
    await drain();
    await (await member("Guard")).get(`/media/videos/${videoId}/portrait/download`);
    expect((await internal("/claim", { method: "POST" }, null)).status).toBe(401);
    expect((await internal("/claim", { method: "POST" }, `${TOKEN}x`)).status).toBe(401);
    const [row] = await t.db.select().from(endCardJobs);
    expect(row?.status).toBe("pending");

    const job = await claim();
    if (!job) throw new Error("nothing to claim");
    expect((await internal(`/${job.claim}/progress`, json({ progress: "half" }))).status).toBe(400);
    expect((await internal(`/${job.claim}/progress`, json({ progress: 140 }))).status).toBe(400);
    const text = await internal(`/${job.claim}/result`, { method: "PUT", headers: { "content-type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
    expect((await internal(`/${"x".repeat(43)}/body`)).status).toBe(409);
    const [after] = await t.db.select().from(endCardJobs);
    expect(after).toMatchObject({ status: "claimed", progress: 0 });
  });

  it("do not exist where no token is configured", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request(`${TEST_ORIGIN}/api/internal/render/end-cards/claim`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      bare.cleanup();
    }
  });
});
