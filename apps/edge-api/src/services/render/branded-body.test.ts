// A member's download drawn in their brand: where the video's source is known and ffmpeg runs,
// the body itself is rendered with their palette, name, city and (in a market video) their market
// figures, which add the local scene; the file is kept per brand and figures.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { END_CARD_SECONDS, FPS, LANDSCAPE } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { probe } from "@realty/media/frames/probe";
import { buildTimeline } from "@realty/media/frames/timeline";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { austinBrand, austinFigures } from "../../testing/austin-member.ts";
import { type MarketVideoApp, marketVideoApp } from "../../testing/market-video-app.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { saveBrandProfile } from "../brand/brand-profile.ts";
import { saveMarketFigures } from "../post-images/figures-store.ts";

const dir = mkdtempSync(join(tmpdir(), "realty-branded-body-"));
const input = fixtureBars();
let app: MarketVideoApp;
let t: TestApp;
let videoId = 0;

beforeAll(async () => {
  // The library's own rendition (first seconds only): what a plain download would join the card to.
  app = await marketVideoApp(LANDSCAPE);
  ({ t, videoId } = app);
}, 180_000);
afterAll(() => {
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A member in Austin with a brand and this month's figures, signed in. */
async function austinMember(name: string) {
  const browser = t.client();
  const email = `body-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: name, lastName: "Lee", email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: "domination", defaultLocation: "Austin, TX" }).where(eq(users.email, email));
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const id = user?.id ?? 0;
  await saveBrandProfile(t.db, id, austinBrand(`${name} Lee`), new Date());
  await saveMarketFigures(t.db, id, austinFigures(t.deps.now()), t.deps.now());
  return browser;
}

describe("a branded download drawn in the member's brand", () => {
  it("renders the whole body with their local scene, and serves the kept file the second time", async () => {
    const browser = await austinMember("Jordan");

    const res = await browser.get(`/media/videos/${videoId}/landscape/download`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const file = join(dir, "branded.mp4");
    writeFileSync(file, bytes);
    // The whole source, not the library's first two seconds, with the local figures scene added.
    const plain = buildTimeline(input.source, FPS, "full").frames / FPS;
    const local = buildTimeline(input.source, FPS, "full", { localFigures: true }).frames / FPS;
    expect(local).toBeGreaterThan(plain);
    const info = await probe(file);
    expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: LANDSCAPE.width, height: LANDSCAPE.height });
    expect(Number(info.format.duration)).toBeCloseTo(local + END_CARD_SECONDS, 0);

    const again = await browser.get(`/media/videos/${videoId}/landscape/download`);
    expect(Buffer.from(new Uint8Array(await again.arrayBuffer())).equals(Buffer.from(bytes))).toBe(true);

    // "No music" is another file, joined from the same drawn body.
    const quiet = await browser.get(`/media/videos/${videoId}/landscape/download?music=off`);
    expect(quiet.status).toBe(200);
    const quietFile = join(dir, "quiet.mp4");
    writeFileSync(quietFile, new Uint8Array(await quiet.arrayBuffer()));
    expect((await probe(quietFile)).streams.map((s) => s.codec_type)).toEqual(["video"]);
    // A second choice of music or captions does not draw the body again.
    expect(app.bodiesDrawn()).toBe(1);
  }, 300_000);

  it("draws the body once for two files asked for at the same time", async () => {
    const browser = await austinMember("Riley");
    const before = app.bodiesDrawn();
    const [withMusic, quiet] = await Promise.all([
      browser.get(`/media/videos/${videoId}/landscape/download`),
      browser.get(`/media/videos/${videoId}/landscape/download?music=off`),
    ]);
    expect([withMusic.status, quiet.status]).toEqual([200, 200]);
    expect(app.bodiesDrawn()).toBe(before + 1);
  }, 300_000);
});
