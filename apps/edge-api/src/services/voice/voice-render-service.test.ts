// A voiced download where the app cannot mix (as on the Worker): the AI voice is made and stored by
// the app, the download answers 202 while a job waits, and the Node render service claims it,
// makes the card, lays the voice under it with the same step Node uses, and uploads the file the
// download then streams.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { meanVolume, VOICE_BAND } from "@realty/media/audio/audio-testing";
import { ffmpegVoiceMix } from "@realty/media/audio/ffmpeg-voice";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { END_CARD_SECONDS, PORTRAIT, SHORT_PORTRAIT } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { probe } from "@realty/media/frames/probe";
import { integratedLoudness } from "@realty/media/music/loudness";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAiSpeech } from "../../adapters/ai/openai-speech.ts";
import { renderJobs, users, videos } from "../../db/schema.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../testing/fake-openai.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { frameAt, lastFrame } from "../../testing/video-frames.ts";
import { renderOutputs } from "../render/render-outputs.ts";
import { processNextEndCard } from "../render/render-service-loop.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";

const TOKEN = "render-service-token-for-the-voice-test-0123";
const dir = mkdtempSync(join(tmpdir(), "realty-voice-service-"));
let t: TestApp;
let fake: FakeOpenAi;
let server: ReturnType<typeof serve>;
let baseUrl = "";
let videoId = 0;
let bodySeconds = 0;
let shortSeconds = 0;
const serviceOptions = () => ({ baseUrl, token: TOKEN, render: ffmpegRender(), voiceMix: ffmpegVoiceMix(), log: () => {} });

async function member(name: string) {
  const browser = t.client();
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Sam", lastName: "Service", email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.email, email));
  return browser;
}

/** Asks for the download, lets the service make it, and keeps the file it then streams. */
async function madeByService(browser: Awaited<ReturnType<typeof member>>, url: string, name: string): Promise<string> {
  expect((await browser.get(url)).status).toBe(202);
  expect(await processNextEndCard(serviceOptions())).toBe(true);
  const done = await browser.get(url);
  expect(done.status).toBe(200);
  const file = join(dir, name);
  writeFileSync(file, new Uint8Array(await done.arrayBuffer()));
  return file;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const speech = openAiSpeech({
    apiKey: "sk-voice-key",
    baseURL: fake.baseURL,
    model: "tts-test",
    voice: "alloy",
    maxRetries: 0,
  });
  // No render or voice-mix port: this app answers downloads like the Worker does.
  t = await createTestApp({ seed: true, config: { renderServiceToken: TOKEN }, deps: { speech } });
  const [row] = await t.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
  if (!row?.renderKey) throw new Error("renting-vs-buying has no render key");
  videoId = row.id;
  const result = await renderOutputs(fixtureBars(), row.renderKey, {
    media: t.deps.media,
    render: ffmpegRender(),
    layouts: [PORTRAIT, SHORT_PORTRAIT],
    frameLimit: 120,
  });
  bodySeconds = result.portrait?.seconds ?? 0;
  shortSeconds = result["short-portrait"]?.seconds ?? 0;
  await t.db.insert(renderJobs).values({ key: row.renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result });
  await bumpCatalogueVersion(t.db);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.cleanup();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("voiced downloads through the render service", () => {
  it("queues the voiced file, and the service makes it with the card and the voice at -14 LUFS", async () => {
    const browser = await member("voice-service");
    const made = await browser.post(`/api/videos/${videoId}/voice-over/ai`, { script: "Rent or own?\nAsk me for the math." });
    expect(made.status).toBe(200);

    const url = `/media/videos/${videoId}/portrait/voice-download?voice=ai`;
    const waiting = await browser.get(url);
    expect(waiting.status).toBe(202);
    expect(await waiting.json()).toEqual({ status: "preparing", progress: 0 });

    expect(await processNextEndCard(serviceOptions())).toBe(true);

    const done = await browser.get(url);
    expect(done.status).toBe(200);
    expect(done.headers.get("x-voice-over")).toBe("ai");
    const file = join(dir, "voiced.mp4");
    writeFileSync(file, new Uint8Array(await done.arrayBuffer()));
    const info = await probe(file);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(["video:h264", "audio:aac"]);
    expect(Number(info.format.duration)).toBeCloseTo(bodySeconds + END_CARD_SECONDS, 0);
    expect(Math.abs((await integratedLoudness(file)) - -14)).toBeLessThanOrEqual(1);
    expect(
      (await meanVolume(file, 0.6, 0.4, VOICE_BAND)) - (await meanVolume(file, bodySeconds + 1, 1.5, VOICE_BAND)),
    ).toBeGreaterThan(10);
  }, 120_000);

  it("makes the short cut's voiced file with the voice's own captions burned in", async () => {
    const browser = await member("voice-short");
    const script = "Rent or own? Follow the money.\nAsk me for the math.";
    expect((await browser.post(`/api/videos/${videoId}/voice-over/ai?cut=short`, { script })).status).toBe(200);
    const url = `/media/videos/${videoId}/short-portrait/voice-download?voice=ai`;
    const plain = await madeByService(browser, url, "short-voiced.mp4");
    const captioned = await madeByService(browser, `${url}&captions=on`, "short-voiced-captioned.mp4");
    expect(Number((await probe(captioned)).format.duration)).toBeCloseTo(shortSeconds + END_CARD_SECONDS, 0);
    expect(Math.abs((await integratedLoudness(captioned)) - -14)).toBeLessThanOrEqual(1);
    // The voice's first sentence is drawn over the body; the end card is the same card.
    expect((await frameAt(captioned, 1)).equals(await frameAt(plain, 1))).toBe(false);
    expect((await lastFrame(captioned)).equals(await lastFrame(plain))).toBe(true);
  }, 120_000);
});
