// The render service end to end: an app without an encoder (as on the Worker) behind a real HTTP
// server, a member's download queued as a job, and the service module claiming it, rendering the
// card with real ffmpeg, uploading it; the download then streams a file that ends on the card and
// is byte for byte what Node makes itself for the same member.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { createCanvas } from "@napi-rs/canvas";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { END_CARD_SECONDS, PORTRAIT } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { probe } from "@realty/media/frames/probe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfiles, renderJobs, users, videos } from "../../db/schema.ts";
import type { BodyBrand, RenderPort } from "../../ports/render.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { lastFrame } from "../../testing/video-frames.ts";
import { saveBrandProfile } from "../brand/brand-profile.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";
import { endCardProfile } from "./branded-download.ts";
import { captionsKey, renditionKey } from "./render-keys.ts";
import { renderOutputs } from "./render-outputs.ts";
import { processNextEndCard, runRenderService } from "./render-service-loop.ts";

const _exec = promisify(execFile);
const TOKEN = "render-service-token-for-the-loop-test-0123";
const dir = mkdtempSync(join(tmpdir(), "realty-render-service-"));
let t: TestApp;
let server: ReturnType<typeof serve>;
let baseUrl = "";
let videoId = 0;
let renderKey = "";
let bodySeconds = 0;
const logged: string[] = [];
const options = () => ({ baseUrl, token: TOKEN, render: ffmpegRender(), log: (line: string) => logged.push(line) });

beforeAll(async () => {
  // No render port: this app answers downloads like the Worker does.
  t = await createTestApp({ seed: true, config: { renderServiceToken: TOKEN } });
  const [row] = await t.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
  if (!row?.renderKey) throw new Error("renting-vs-buying has no render key");
  videoId = row.id;
  renderKey = row.renderKey;
  const result = await renderOutputs(fixtureBars(), renderKey, {
    media: t.deps.media,
    render: ffmpegRender(),
    layouts: [PORTRAIT],
    frameLimit: 90,
  });
  bodySeconds = result.portrait?.seconds ?? 0;
  await t.db.insert(renderJobs).values({ key: renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result });
  await bumpCatalogueVersion(t.db);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function memberWithPhoto() {
  const browser = t.client();
  const email = `service-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Sam", lastName: "Service", email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.email, email));
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("no member");
  await saveBrandProfile(
    t.db,
    user.id,
    {
      displayName: "Sam Service",
      brokerage: "Harbor Realty",
      phone: "(555) 123-4567",
      email,
      licenseNumber: "SL-0012345",
      licenseState: "CA",
      equalHousing: true,
      brandColor: "#1f4e79",
    },
    new Date(),
  );
  const canvas = createCanvas(96, 96);
  const draw = canvas.getContext("2d");
  draw.fillStyle = "#d04a02";
  draw.fillRect(0, 0, 96, 96);
  const photoKey = `brand/${user.id}-photo.png`;
  await t.deps.media.put(photoKey, new Uint8Array(await canvas.encode("png")), "image/png");
  await t.db.update(brandProfiles).set({ photoKey }).where(eq(brandProfiles.userId, user.id));
  return { browser, user };
}

describe("npm run render:service against an app without an encoder", () => {
  it("claims the queued card, renders it with ffmpeg and uploads it; the download then streams it", async () => {
    const { browser, user } = await memberWithPhoto();
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(202);

    expect(await processNextEndCard(options())).toBe(true);
    expect(await processNextEndCard(options())).toBe(false);
    expect(logged.join("\n")).toMatch(/end card portrait for Sam Service: \d+ bytes/);

    const res = await browser.get(`/media/videos/${videoId}/portrait/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-end-card")).toBe("included");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const file = join(dir, "branded.mp4");
    writeFileSync(file, bytes);
    const info = await probe(file);
    expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: PORTRAIT.width, height: PORTRAIT.height });
    expect(Number(info.format.duration)).toBeCloseTo(bodySeconds + END_CARD_SECONDS, 0);
    const bodyFile = join(dir, "body.mp4");
    const body = await t.deps.media.get(`renders/${renderKey}/portrait.mp4`);
    if (!body) throw new Error("no body");
    writeFileSync(bodyFile, new Uint8Array(await new Response(body.body).arrayBuffer()));
    expect((await lastFrame(file)).equals(await lastFrame(bodyFile))).toBe(false);

    // The same file Node's own download makes for this member (the renderer is deterministic).
    const profile = await endCardProfile(t.db, user);
    const photo = profile.photoKey ? await t.deps.media.get(profile.photoKey) : null;
    const again = await t.deps.media.get(`renders/${renderKey}/portrait.mp4`);
    if (!again || !photo) throw new Error("inputs missing");
    const onNode = await ffmpegRender().withEndCard(
      "portrait",
      again.body,
      profile,
      new Uint8Array(await new Response(photo.body).arrayBuffer()),
    );
    expect(Buffer.from(bytes).equals(Buffer.from(onNode))).toBe(true);
  }, 120_000);

  it("burns the cut's captions in for a captioned download, exactly as Node's own download does", async () => {
    const { browser, user } = await memberWithPhoto();
    const path = `/media/videos/${videoId}/portrait/download?captions=on`;
    expect((await browser.get(path)).status).toBe(202);

    expect(await processNextEndCard(options())).toBe(true);
    const res = await browser.get(path);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());

    const profile = await endCardProfile(t.db, user);
    const [body, photo, track] = await Promise.all([
      t.deps.media.get(renditionKey(renderKey, "portrait")),
      t.deps.media.get(profile.photoKey ?? ""),
      t.deps.media.get(captionsKey(renderKey, "full")),
    ]);
    if (!body || !photo || !track) throw new Error("inputs missing");
    const photoBytes = new Uint8Array(await new Response(photo.body).arrayBuffer());
    const captions = await new Response(track.body).text();
    const onNode = await ffmpegRender().withEndCard("portrait", body.body, profile, photoBytes, { music: true, captions });
    expect(Buffer.from(bytes).equals(Buffer.from(onNode))).toBe(true);
    // The plain download of the same member is another file: the captions changed the pictures.
    const plain = await t.deps.media.get(renditionKey(renderKey, "portrait"));
    if (!plain) throw new Error("no body");
    const uncaptioned = await ffmpegRender().withEndCard("portrait", plain.body, profile, photoBytes, { music: true });
    expect(Buffer.from(bytes).equals(Buffer.from(uncaptioned))).toBe(false);
  }, 120_000);

  it("draws the body in the member's brand from the video's source, with their city and figures", async () => {
    const { browser, user } = await memberWithPhoto();
    await t.db.update(users).set({ defaultLocation: "Tampa, FL" }).where(eq(users.id, user.id));
    const asked: { input: string; rendition: string; brand: BodyBrand; photo: boolean }[] = [];
    const library = await t.deps.media.get(renditionKey(renderKey, "portrait"));
    if (!library) throw new Error("no body");
    const libraryBytes = new Uint8Array(await new Response(library.body).arrayBuffer());
    const port = ffmpegRender();
    // The drawing itself is the renderer's (branded-body.test.ts); here, what reaches it.
    const render: RenderPort = {
      ...port,
      brandedBody: async (input, rendition, brand, photo) => {
        asked.push({ input: input.slug, rendition, brand, photo: photo !== null });
        return libraryBytes;
      },
    };
    const source = fixtureBars();
    const renderInput = (key: string) => (key === renderKey ? source : null);
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(202);
    expect(await processNextEndCard({ ...options(), render, renderInput })).toBe(true);
    expect(asked).toEqual([
      {
        input: source.slug,
        rendition: "portrait",
        brand: { displayName: "Sam Service", brandColor: "#1f4e79", city: "Tampa, FL", figures: null },
        photo: true,
      },
    ]);
    expect((await browser.get(`/media/videos/${videoId}/portrait/download`)).status).toBe(200);
  }, 120_000);

  it("runs until told to stop, and stops promptly while the queue is empty", async () => {
    const stop = new AbortController();
    const running = runRenderService({ ...options(), idleMs: 60_000 }, stop.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    stop.abort();
    await running;
    expect(performance.now() - asked).toBeLessThan(5000);
  });

  it("reports a refused token instead of rendering", async () => {
    await expect(processNextEndCard({ ...options(), token: "not-the-token-at-all-not-the-token" })).rejects.toThrow(/401/);
  });
});
