// The library's short cuts look different from one another: frames at 25%, 50% and 75% of each
// 9:16 short cut, drawn without encoding at a fifth of the size, compared by 8x8 average hash.
// Pairs of videos whose frames at the same moment are within 3 bits look alike in a feed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { videoSource } from "@realty/library/video-source";
import { averageHash, hammingDistance } from "@realty/media/frames/average-hash";
import { SHORT_PORTRAIT, scaledLayout } from "@realty/media/frames/constants";
import { drawFrame } from "@realty/media/frames/draw-frame";
import { ensureFonts } from "@realty/media/frames/fonts";
import { createScene } from "@realty/media/frames/scene";
import { describe, expect, it } from "vitest";

const sourceDir = join(import.meta.dirname, "sources");
const MOMENTS = [0.25, 0.5, 0.75] as const;
const ALIKE_BITS = 3;
const MAX_ALIKE_SHARE = 0.02;

describe("the library's short cuts", () => {
  it("differ from one another at 25%, 50% and 75% of their running time", () => {
    ensureFonts();
    const layout = scaledLayout(SHORT_PORTRAIT, 0.2);
    const canvas = createCanvas(layout.width, layout.height);
    const ctx = canvas.getContext("2d");
    const hashes: boolean[][][] = MOMENTS.map(() => []);
    const files = readdirSync(sourceDir).filter((file) => file.endsWith(".json"));
    for (const file of files) {
      const source = videoSource.parse(JSON.parse(readFileSync(join(sourceDir, file), "utf8")));
      const scene = createScene({ slug: source.slug, title: source.slug, source }, layout);
      MOMENTS.forEach((moment, i) => {
        drawFrame(ctx, scene, Math.floor(scene.timeline.frames * moment));
        hashes[i]?.push(averageHash(canvas.data(), layout.width, layout.height));
      });
    }
    let pairs = 0;
    let alike = 0;
    for (const list of hashes) {
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length; b++) {
          pairs++;
          if (hammingDistance(list[a] ?? [], list[b] ?? []) <= ALIKE_BITS) alike++;
        }
      }
    }
    expect(files).toHaveLength(52);
    expect(pairs).toBe(3 * ((52 * 51) / 2));
    expect(alike / pairs).toBeLessThanOrEqual(MAX_ALIKE_SHARE);
  });
});
