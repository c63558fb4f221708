// A rendition drawn on its own thread is the same file as one drawn on the caller's thread: the
// member's brand and photo cross as plain data and bytes, and are drawn the same way there.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
import { loadBoundedImage } from "../bounded-image.ts";
import { SHORT_PORTRAIT, scaledLayout } from "../frames/constants.ts";
import { fixtureBars } from "../frames/fixtures.ts";
import { renderRendition } from "../frames/render-video.ts";
import type { BodyBrand } from "../render-port.ts";
import { ffmpegRender } from "./ffmpeg.ts";
import { renderInThread } from "./render-in-thread.ts";

const dir = mkdtempSync(join(tmpdir(), "realty-thread-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small two-colour headshot, so a photo that failed to cross would show in the bytes. */
function photoBytes(): Uint8Array {
  const canvas = createCanvas(64, 64);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#b45309";
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = "#fde68a";
  ctx.fillRect(16, 8, 32, 40);
  return new Uint8Array(canvas.toBuffer("image/png"));
}

const brand: BodyBrand = { displayName: "Rosa Whitfield", brandColor: "#7c3aed", city: "Tucson, AZ", figures: null };

describe("a rendition drawn on its own thread", () => {
  it("is the same file as one drawn on this thread, photo and brand included", async () => {
    const layout = scaledLayout(SHORT_PORTRAIT, 0.2);
    const photo = photoBytes();
    const here = join(dir, "here.mp4");
    const there = join(dir, "there.mp4");
    const frameBrand = { ...brand, photo: await loadBoundedImage(photo) };
    const drawnHere = await renderRendition(ffmpegRender(), { ...fixtureBars(), brand: frameBrand }, layout, here);
    const drawnThere = await renderInThread({ input: fixtureBars(), brand, photo, layout, outFile: there });
    expect(drawnThere).toEqual(drawnHere);
    expect(readFileSync(there).equals(readFileSync(here))).toBe(true);
    // The photo made a difference: without it, the file differs.
    const withoutPhoto = join(dir, "without-photo.mp4");
    await renderInThread({ input: fixtureBars(), brand, photo: null, layout, outFile: withoutPhoto });
    expect(readFileSync(withoutPhoto).equals(readFileSync(there))).toBe(false);
  }, 120_000);

  it("makes a library rendition through the port, reporting its progress and drawing only the frames asked for", async () => {
    const layout = scaledLayout(SHORT_PORTRAIT, 0.2);
    const here = join(dir, "library-here.mp4");
    const there = join(dir, "library-there.mp4");
    await renderRendition(ffmpegRender(), fixtureBars(), layout, here, undefined, 45);
    const shares: number[] = [];
    const made = await ffmpegRender().rendition(fixtureBars(), layout, there, {
      frameLimit: 45,
      onProgress: (share) => shares.push(share),
    });
    expect(made.frames).toBe(45);
    expect(readFileSync(there).equals(readFileSync(here))).toBe(true);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.at(-1)).toBe(1);
  }, 120_000);

  it("fails with a clear error when the rendition cannot be made", async () => {
    const layout = scaledLayout(SHORT_PORTRAIT, 0.2);
    const nowhere = join(dir, "no-such-folder", "out.mp4");
    await expect(renderInThread({ input: fixtureBars(), brand, photo: null, layout, outFile: nowhere })).rejects.toThrow(
      /ffmpeg exited/,
    );
  }, 120_000);
});
