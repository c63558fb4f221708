// A frame is a picture of (source, frame number) alone: the same twice, different as time moves.
import { createHash } from "node:crypto";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { LANDSCAPE, scaledLayout } from "./constants.ts";
import { drawFrame, HOLD_STEP, pictureFrame, progressLine } from "./draw-frame.ts";
import { fixtureBars, fixtureGauge } from "./fixtures.ts";
import { ensureFonts } from "./fonts.ts";
import { createScene } from "./scene.ts";

function frameHash(input = fixtureBars(), frame = 0): string {
  ensureFonts();
  const layout = scaledLayout(LANDSCAPE, 0.5);
  const canvas = createCanvas(layout.width, layout.height);
  drawFrame(canvas.getContext("2d"), createScene(input, layout), frame);
  return createHash("sha256").update(canvas.data()).digest("hex");
}

describe("drawFrame", () => {
  it("draws the same picture for the same source and frame, on a fresh canvas", () => {
    expect(frameHash(fixtureBars(), 200)).toBe(frameHash(fixtureBars(), 200));
  });

  it("draws different pictures for different frames and different sources", () => {
    const hashes = new Set([
      frameHash(fixtureBars(), 0),
      frameHash(fixtureBars(), 5),
      frameHash(fixtureBars(), 500),
      frameHash(fixtureGauge(), 0),
    ]);
    expect(hashes.size).toBe(4);
  });

  it("clamps frames outside the video to its first and last picture", () => {
    const scene = createScene(fixtureBars(), LANDSCAPE);
    expect(frameHash(fixtureBars(), -10)).toBe(frameHash(fixtureBars(), 0));
    expect(frameHash(fixtureBars(), scene.timeline.frames + 50)).toBe(frameHash(fixtureBars(), scene.timeline.frames - 1));
  });

  it("holds a still line's picture for a few frames, never during entrances or the chart's growth", () => {
    const scene = createScene(fixtureBars(), LANDSCAPE);
    const beat = scene.timeline.segments[1];
    const visual = scene.timeline.segments.find((s) => s.kind === "visual");
    if (!beat || !visual) throw new Error("fixture changed");
    for (let f = beat.start; f < beat.start + 20; f++) expect(pictureFrame(scene, f)).toBe(f);
    for (let f = visual.start; f < visual.start + 42; f++) expect(pictureFrame(scene, f)).toBe(f);
    const held = beat.start + 60;
    const pictures = Array.from({ length: HOLD_STEP + 1 }, (_, i) => pictureFrame(scene, held + i));
    expect(new Set(pictures).size).toBe(2);
    for (const [i, p] of pictures.entries()) expect(p).toBeLessThanOrEqual(held + i);
    expect(frameHash(fixtureBars(), pictureFrame(scene, held + 1))).toBe(frameHash(fixtureBars(), held + 1));
  });

  it("never holds under a branded outro, where the pictures draw the progress line beneath the fade", () => {
    const branded = createScene(
      { ...fixtureBars(), brand: { displayName: "Jordan Lee", brandColor: "#0f766e", photo: null, city: null, figures: null } },
      LANDSCAPE,
    );
    const line = progressLine(branded);
    expect(line.untilFrame).toBeLessThan(branded.timeline.frames);
    for (let f = line.untilFrame; f < branded.timeline.frames; f++) expect(pictureFrame(branded, f)).toBe(f);
    const before = Array.from({ length: HOLD_STEP }, (_, i) => pictureFrame(branded, line.untilFrame - HOLD_STEP + i));
    expect(new Set(before).size).toBeLessThan(HOLD_STEP);
    // Unbranded, the encoder draws the line to the last frame.
    expect(progressLine(createScene(fixtureBars(), LANDSCAPE)).untilFrame).toBe(branded.timeline.frames);
  });

  it("runs the progress line on whole, even pixels, as the encoder draws it", () => {
    for (const factor of [1, 0.37]) {
      const line = progressLine(createScene(fixtureBars(), scaledLayout(LANDSCAPE, factor)));
      for (const value of [line.x, line.y, line.width, line.height]) expect(value % 2).toBe(0);
      expect(line.height).toBeGreaterThanOrEqual(2);
    }
  });
});
