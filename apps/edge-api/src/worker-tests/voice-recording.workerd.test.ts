// "Record my voice-over" on the Worker (workerd, D1, R2): no decoder, so what the upload alone
// tells is refused at once, and a take is queued for the render service, whose part this suite
// plays through the internal routes. The member's save waits for it and answers as Node answers:
// the stored take, or the same 4xx and message. The take then voices a branded download through
// the same end-card job as the AI voice.
import { env } from "cloudflare:workers";
import { RECORDING_MAX_BYTES } from "@realty/contracts/voice-over";
import { writeWav } from "@realty/media/audio/wav";
import { describe, expect, it } from "vitest";
import { endCardJobs, recordingJobs } from "../db/schema.ts";
import type { ClaimedEndCard } from "../services/render/end-card-service.ts";
import type { ClaimedRecording } from "../services/render/render-service-loop.ts";
import {
  RECORDING_NOT_AUDIO,
  RECORDING_NOT_HERE,
  RECORDING_SILENT,
  RECORDING_TOO_LARGE,
} from "../services/voice/recorded-voice.ts";
import { RECORDING_CLAIM_STALE_MS } from "../services/voice/recording-jobs.ts";
import { browserAs } from "./fixtures.ts";
import { browserWithRenderService, renderedVideo, renderService } from "./render-service.ts";
import { workerDb } from "./worker-client.ts";

const SCRIPT = "Renting builds equity for your landlord.";

/** A voice-like take as the decoder hands it back: 16-bit mono WAV, `seconds` long (silent: all zero). */
function takeWav(seconds: number, silent = false): Uint8Array<ArrayBuffer> {
  const sampleRate = 24_000;
  const samples = new Float32Array(seconds * sampleRate);
  for (let i = 0; !silent && i < samples.length; i++) {
    const t = i / sampleRate;
    samples[i] = 0.3 * (0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t)) * Math.sin(2 * Math.PI * 180 * t);
  }
  return new Uint8Array(writeWav({ sampleRate, channels: 1, samples }));
}

/** What a browser's MediaRecorder uploads starts with the WebM magic; the rest is the service's to decode. */
const WEBM_TAKE = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

async function recordingForm(script: string, audio: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("script", script);
  form.set("audio", new Blob([audio], { type: "audio/webm" }), "voice.webm");
  const req = new Request("http://x/", { method: "PUT", body: form });
  return { body: await req.arrayBuffer(), headers: { "content-type": req.headers.get("content-type") ?? "" } };
}

/** The render service's claim, once the member's save has queued the take (bounded: the save is under way). */
async function claimRecording(): Promise<ClaimedRecording> {
  for (let tries = 0; tries < 200; tries++) {
    const claimed = await renderService("recordings/claim", { method: "POST" });
    if (claimed.status === 200) return ((await claimed.json()) as { job: ClaimedRecording }).job;
    expect(claimed.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no recording was queued");
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("recording a voice-over on the Worker", () => {
  it("refuses at once what the upload alone tells, and says so where no render service is set up", async () => {
    const video = await renderedVideo();
    const { browser } = await browserAs("domination");
    const served = browserWithRenderService(browser.cookie);
    const path = `/api/videos/${video.id}/voice-over/recording`;
    const text = await recordingForm(SCRIPT, new Uint8Array(new TextEncoder().encode("just some text, not audio")));
    expect(await answer(await served.put(path, text.body, text.headers))).toEqual({
      status: 415,
      body: { message: RECORDING_NOT_AUDIO },
    });
    const huge = await recordingForm(SCRIPT, new Uint8Array(RECORDING_MAX_BYTES + 1));
    expect(await answer(await served.put(path, huge.body, huge.headers))).toEqual({
      status: 413,
      body: { message: RECORDING_TOO_LARGE },
    });
    // A deployment without a render service would never decode it: refused, not queued.
    const take = await recordingForm(SCRIPT, WEBM_TAKE);
    expect(await answer(await browser.put(path, take.body, take.headers))).toEqual({
      status: 503,
      body: { message: RECORDING_NOT_HERE },
    });
    expect(await workerDb().select().from(recordingJobs)).toEqual([]);
  });

  it("stores a take the service decoded and answers with it; a take it cannot read or that is silent gets Node's 4xx", async () => {
    const video = await renderedVideo();
    const { browser: signedIn, user } = await browserAs("domination");
    const browser = browserWithRenderService(signedIn.cookie);
    const path = `/api/videos/${video.id}/voice-over/recording`;

    const form = await recordingForm(SCRIPT, WEBM_TAKE);
    const saving = browser.put(path, form.body, form.headers);
    const job = await claimRecording();
    expect(job.maxSeconds).toBe(91);
    expect(new Uint8Array(await (await renderService(`recordings/${job.claim}/upload`)).arrayBuffer())).toEqual(WEBM_TAKE);
    expect((await renderService(`recordings/${job.claim}/progress`, { method: "POST" })).status).toBe(204);
    const decoded = takeWav(3);
    const handedBack = await renderService(`recordings/${job.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "audio/wav" },
      body: decoded,
    });
    expect(await handedBack.json()).toEqual({ status: "done" });
    const saved = await answer(await saving);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ seconds: 3, script: SCRIPT });
    expect((await (await browser.get(`/api/videos/${video.id}/voice-over`)).json()) as object).toMatchObject({
      mine: saved.body,
    });
    const vtt = await (await browser.get(`/media/videos/${video.id}/voice-captions.vtt?voice=mine`)).text();
    expect(vtt).toContain(SCRIPT);
    // The job and the raw take are gone; a late answer from the same claim finds it lost.
    expect(await workerDb().select().from(recordingJobs)).toEqual([]);
    expect((await renderService(`recordings/${job.claim}/undecodable`, { method: "POST" })).status).toBe(409);

    const unreadable = browser.put(path, form.body, form.headers);
    const second = await claimRecording();
    expect((await renderService(`recordings/${second.claim}/undecodable`, { method: "POST" })).status).toBe(200);
    expect(await answer(await unreadable)).toEqual({ status: 415, body: { message: RECORDING_NOT_AUDIO } });

    const silent = browser.put(path, form.body, form.headers);
    const third = await claimRecording();
    const quiet = await renderService(`recordings/${third.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "audio/wav" },
      body: takeWav(3, true),
    });
    expect(await quiet.json()).toEqual({ status: "rejected" });
    expect(await answer(await silent)).toEqual({ status: 400, body: { message: RECORDING_SILENT } });
    // The take stored first is still the member's.
    expect((await (await browser.get(`/api/videos/${video.id}/voice-over`)).json()) as object).toMatchObject({
      mine: saved.body,
    });

    // That take voices a branded download through the render service's end-card job.
    const download = `/media/videos/${video.id}/portrait/voice-download?voice=mine`;
    expect((await browser.get(download)).status).toBe(202);
    const claimed = await renderService("end-cards/claim", { method: "POST" });
    const card = ((await claimed.json()) as { job: ClaimedEndCard }).job;
    expect(card.voice).toEqual({ startMs: 0 });
    expect(new Uint8Array(await (await renderService(`end-cards/${card.claim}/voice`)).arrayBuffer())).toEqual(decoded);
    const file = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 1, 2, 3]);
    const upload = await renderService(`end-cards/${card.claim}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: file,
    });
    expect(upload.status).toBe(200);
    const [row] = await workerDb().select().from(endCardJobs);
    expect(row).toBeUndefined();
    const done = await browser.get(download);
    expect(done.status).toBe(200);
    expect(done.headers.get("x-voice-over")).toBe("mine");
    expect(new Uint8Array(await done.arrayBuffer())).toEqual(file);
    expect(await env.MEDIA.head(`voice-overs/${user.id}/${video.id}/mine.json`)).not.toBeNull();

    // Captions burned into a voiced download are what the voice says, handed to the service by the job.
    expect((await browser.get(`${download}&captions=on`)).status).toBe(202);
    const captioned = ((await (await renderService("end-cards/claim", { method: "POST" })).json()) as { job: ClaimedEndCard })
      .job;
    expect(captioned).toMatchObject({ captions: true, voice: { startMs: 0 } });
    const burned = await (await renderService(`end-cards/${captioned.claim}/captions`)).text();
    expect(burned).toMatch(/^WEBVTT/);
    expect(burned).toContain(SCRIPT);

    // The short cut keeps a voice-over of its own.
    const shortForm = await recordingForm("Short and sweet.", WEBM_TAKE);
    const savingShort = browser.put(`${path}?cut=short`, shortForm.body, shortForm.headers);
    const shortJob = await claimRecording();
    const shortWav = { method: "PUT", headers: { "content-type": "audio/wav" }, body: takeWav(2) };
    expect((await renderService(`recordings/${shortJob.claim}/result`, shortWav)).status).toBe(200);
    expect(await answer(await savingShort)).toEqual({ status: 200, body: { seconds: 2, script: "Short and sweet." } });
    expect(await env.MEDIA.head(`voice-overs/${user.id}/${video.id}/short/mine.json`)).not.toBeNull();
    expect((await (await browser.get(`/api/videos/${video.id}/voice-over`)).json()) as object).toMatchObject({
      mine: saved.body,
    });
  });

  it("retakes the take from a service that went silent, and the member's save still answers", async () => {
    const video = await renderedVideo();
    const { browser: signedIn } = await browserAs("domination");
    const browser = browserWithRenderService(signedIn.cookie);
    const form = await recordingForm(SCRIPT, WEBM_TAKE);
    const saving = browser.put(`/api/videos/${video.id}/voice-over/recording`, form.body, form.headers);
    const dead = await claimRecording();
    expect(dead.attempt).toBe(1);
    // The first service dies mid-decode: its claim's heartbeat stops, past the lease.
    const silentSince = new Date(Date.now() - RECORDING_CLAIM_STALE_MS - 1000);
    await workerDb().update(recordingJobs).set({ claimedAt: silentSince });
    const retaken = await claimRecording();
    expect(retaken.attempt).toBe(2);
    const wav = { method: "PUT", headers: { "content-type": "audio/wav" }, body: takeWav(2) };
    expect((await renderService(`recordings/${dead.claim}/result`, wav)).status).toBe(409);
    expect((await renderService(`recordings/${retaken.claim}/result`, { ...wav, body: takeWav(2) })).status).toBe(200);
    expect(await answer(await saving)).toEqual({ status: 200, body: { seconds: 2, script: SCRIPT } });
  });
});
