// A member's recording where the app cannot decode (as on the Worker): the save queues the raw take,
// the Node render service claims it over HTTP, decodes it with ffmpeg and hands the WAV back, and
// the save answers what Node answers itself: the stored take, or the same 4xx and message. A claim
// whose service dies is retaken; a save nobody decodes in time gives the job up and keeps nothing.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { RECORDING_MAX_SECONDS, type VoiceOverState } from "@realty/contracts/voice-over";
import { testVoice } from "@realty/media/audio/audio-testing";
import { ffmpegVoiceMix } from "@realty/media/audio/ffmpeg-voice";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { ffmpegPath } from "@realty/media/ffmpeg/ffmpeg-path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingJobs, renderJobs, users, videos } from "../../db/schema.ts";
import type { MediaPort } from "../../ports/media.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { processNextRecording, type RenderServiceOptions, runRenderService } from "../render/render-service-loop.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";
import { RECORDING_NOT_AUDIO, RECORDING_TOO_LONG } from "./recorded-voice.ts";
import { claimNextRecording, RECORDING_CLAIM_STALE_MS, settleRecording } from "./recording-jobs.ts";
import { RECORDING_NOT_PROCESSED, saveRecordingThroughService } from "./recording-queue.ts";

const exec = promisify(execFile);
const TOKEN = "render-service-token-for-the-recording-test";
const dir = mkdtempSync(join(tmpdir(), "realty-recording-service-"));
let t: TestApp;
let server: ReturnType<typeof serve>;
let service: RenderServiceOptions;
let videoId = 0;
const logged: string[] = [];
const SCRIPT_LINE = "Renting builds equity for your landlord.";

beforeAll(async () => {
  // No voice-mix port: this app answers recordings like the Worker does.
  t = await createTestApp({ seed: true, config: { renderServiceToken: TOKEN } });
  const [row] = await t.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
  if (!row?.renderKey) throw new Error("renting-vs-buying has no render key");
  videoId = row.id;
  // Recorded against the rendered video: its render done is all a voice-over asks of it.
  const result = { portrait: { bytes: 1, seconds: 30 } };
  await t.db.insert(renderJobs).values({ key: row.renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result });
  await bumpCatalogueVersion(t.db);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = { baseUrl, token: TOKEN, render: ffmpegRender(), voiceMix: ffmpegVoiceMix(), log: (l) => logged.push(l) };
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function member() {
  const browser = t.client();
  const email = `recording-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Rae", lastName: "Corder", email, password: "long-enough-pw" });
  const [user] = await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.email, email)).returning();
  if (!user) throw new Error("no member");
  return { browser, userId: user.id };
}

/** The test voice as a browser records it: WebM/Opus. */
async function webmVoice(seconds: number): Promise<Uint8Array> {
  const wav = join(dir, `voice-${seconds}.wav`);
  const webm = join(dir, `voice-${seconds}.webm`);
  writeFileSync(wav, testVoice(seconds, 48_000));
  await exec(ffmpegPath(), ["-v", "error", "-y", "-i", wav, "-c:a", "libopus", "-b:a", "32k", webm]);
  return new Uint8Array(readFileSync(webm));
}

async function recordingForm(script: string, audio: Uint8Array) {
  const form = new FormData();
  form.set("script", script);
  form.set("audio", new Blob([new Uint8Array(audio)], { type: "audio/webm" }), "voice.webm");
  const req = new Request("http://x/", { method: "PUT", body: form });
  return { body: await req.arrayBuffer(), headers: { "content-type": req.headers.get("content-type") ?? "" } };
}

/** The render service's next recording, once the save has queued it (bounded: the save is under way). */
async function serviceDecodesOne(): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await processNextRecording(service)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no recording was queued");
}

/** Saves a take while the render service does its part; the member's answer. */
async function saveWithService(browser: Awaited<ReturnType<typeof member>>["browser"], script: string, audio: Uint8Array) {
  const { body, headers } = await recordingForm(script, audio);
  const saving = browser.put(`/api/videos/${videoId}/voice-over/recording`, body, headers);
  await serviceDecodesOne();
  const res = await saving;
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("a recording decoded by the render service", () => {
  it("stores the take and answers with it, as Node does", async () => {
    const { browser } = await member();
    const saved = await saveWithService(browser, "Renting builds equity for your landlord.", await webmVoice(3));
    expect(saved.status).toBe(200);
    expect(saved.json.script).toBe("Renting builds equity for your landlord.");
    expect(saved.json.seconds as number).toBeCloseTo(3, 0);
    const state = (await (await browser.get(`/api/videos/${videoId}/voice-over`)).json()) as VoiceOverState;
    expect(state.mine).toEqual(saved.json);
    const vtt = await (await browser.get(`/media/videos/${videoId}/voice-captions.vtt?voice=mine`)).text();
    expect(vtt).toContain("Renting builds equity for your landlord.");
    // The job and the raw take are gone once answered.
    expect(await t.db.select().from(recordingJobs)).toEqual([]);
    expect(logged.join("\n")).toMatch(/recording decoded to \d+ bytes of WAV \(done\)/);
  }, 60_000);

  it("clears a job a dropped save left behind, with its raw take, when the member saves again", async () => {
    const { browser, userId } = await member();
    const left = `voice-overs/${userId}/${videoId}/upload-left-behind.bin`;
    await t.deps.media.put(left, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), "application/octet-stream");
    const longAgo = new Date(t.deps.now().getTime() - 10 * 60_000);
    await t.db
      .insert(recordingJobs)
      .values({ key: left, userId, videoId, script: "Hi.", status: "done", createdAt: longAgo, updatedAt: longAgo });
    const saved = await saveWithService(browser, SCRIPT_LINE, await webmVoice(2));
    expect(saved.status).toBe(200);
    expect(await t.db.select().from(recordingJobs)).toEqual([]);
    expect(await t.deps.media.head(left)).toBeNull();
  }, 60_000);

  it("answers a take it cannot decode, or one too long, with Node's 4xx and keeps nothing", async () => {
    const { browser } = await member();
    const undecodable = await saveWithService(browser, "Hi.", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(undecodable).toEqual({ status: 415, json: { message: RECORDING_NOT_AUDIO } });
    const tooLong = await saveWithService(browser, "Hi.", await webmVoice(RECORDING_MAX_SECONDS + 5));
    expect(tooLong).toEqual({ status: 400, json: { message: RECORDING_TOO_LONG } });
    // What the upload alone tells is refused before anything is queued.
    const { body, headers } = await recordingForm("Hi.", new TextEncoder().encode("just some text, not audio"));
    const text = await browser.put(`/api/videos/${videoId}/voice-over/recording`, body, headers);
    expect(text.status).toBe(415);
    const state = (await (await browser.get(`/api/videos/${videoId}/voice-over`)).json()) as VoiceOverState;
    expect(state.mine).toBeNull();
    expect(await t.db.select().from(recordingJobs)).toEqual([]);
  }, 120_000);

  it("is picked up by a running service idling on its end-card wait", async () => {
    const { browser } = await member();
    const stop = new AbortController();
    const running = runRenderService({ ...service, idleMs: 60_000 }, stop.signal);
    try {
      // Let the idle service settle into a long wait for end cards first.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const { body, headers } = await recordingForm(SCRIPT_LINE, await webmVoice(2));
      const asked = performance.now();
      const res = await browser.put(`/api/videos/${videoId}/voice-over/recording`, body, headers);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { script: string }).script).toBe(SCRIPT_LINE);
      // Well inside the save's own wait: the queued take ends the service's idle wait.
      expect(performance.now() - asked).toBeLessThan(15_000);
    } finally {
      stop.abort();
      await running;
    }
  }, 60_000);

  it("shuts the recordings' side door without the token, and refuses bad input changing nothing", async () => {
    const call = (path: string, init: RequestInit = {}, token = TOKEN) =>
      fetch(`${service.baseUrl}/api/internal/render/recordings${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      });
    expect((await call("/claim", { method: "POST" }, "not-the-token-at-all-not-the-token")).status).toBe(401);
    expect((await call("/claim", { method: "POST" })).status).toBe(204);
    const unknown = "a".repeat(32);
    expect((await call(`/${unknown}/upload`)).status).toBe(409);
    expect((await call(`/${unknown}/undecodable`, { method: "POST" })).status).toBe(409);
    const wav = { method: "PUT", headers: { "content-type": "audio/wav" }, body: new Uint8Array(testVoice(1)) };
    expect((await call(`/${unknown}/result`, wav)).status).toBe(409);
    const notWav = { method: "PUT", headers: { "content-type": "video/mp4" }, body: new Uint8Array(8) };
    expect((await call(`/${unknown}/result`, notWav)).status).toBe(415);
    const noReason = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ error: " " }) };
    expect((await call(`/${unknown}/fail`, noReason)).status).toBe(400);
    expect(await t.db.select().from(recordingJobs)).toEqual([]);
  });

  it("retakes a claim whose service went silent; the old claim can no longer answer", async () => {
    const [user] = await t.db.select().from(users).limit(1);
    if (!user) throw new Error("no member");
    const start = t.deps.now();
    await t.db.insert(recordingJobs).values({
      key: "voice-overs/x/upload-stale.bin",
      userId: user.id,
      videoId,
      script: "Hi.",
      createdAt: start,
      updatedAt: start,
    });
    const first = await claimNextRecording(t.db, "claim-of-a-service-that-dies", start);
    expect(first?.attempts).toBe(1);
    expect(await claimNextRecording(t.db, "too-early", new Date(start.getTime() + 1000))).toBeNull();
    const later = new Date(start.getTime() + RECORDING_CLAIM_STALE_MS + 1000);
    const again = await claimNextRecording(t.db, "claim-of-the-next-service", later);
    expect(again).toMatchObject({ key: first?.key, attempts: 2 });
    expect(await settleRecording(t.db, "claim-of-a-service-that-dies", { status: "done" }, later)).toBe(false);
    expect(await settleRecording(t.db, "claim-of-the-next-service", { status: "done" }, later)).toBe(true);
    await t.db.delete(recordingJobs);
  });

  it("gives the job up when no service decodes it in time, keeping neither the job nor the take", async () => {
    const [user] = await t.db.select().from(users).limit(1);
    if (!user) throw new Error("no member");
    const media = t.deps.media;
    const stored: string[] = [];
    const watched: MediaPort = {
      kind: media.kind,
      head: (key) => media.head(key),
      get: (key, range) => media.get(key, range),
      put: (key, body, type) => {
        stored.push(key);
        return media.put(key, body, type);
      },
      delete: (key) => media.delete(key),
    };
    const take = { userId: user.id, videoId, cut: "full" as const, script: "Hi." };
    const saving = saveRecordingThroughService({ ...t.deps, media: watched }, take, await webmVoice(2), 300);
    await expect(saving).rejects.toMatchObject({ status: 503, message: RECORDING_NOT_PROCESSED });
    expect(await t.db.select().from(recordingJobs)).toEqual([]);
    expect(stored).toHaveLength(1);
    expect(await media.head(stored[0] ?? "")).toBeNull();
  }, 30_000);
});
