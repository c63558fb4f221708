// The committed sample post images are the current renders: the manifest holds each one's key
// (so a changed post, footer or renderer shows as stale), and each file is a 720x900 JPEG small
// enough for a card.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_POST_COUNT, samplePostOutputs } from "./marketing-post-images.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps", "marketing", "src", "assets", "product");

/** Width and height from a baseline or progressive JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no frame header");
}

describe("marketing sample post images", () => {
  it("are committed, current and small", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8")) as Record<string, string>;
    const outputs = samplePostOutputs(root);
    expect(outputs.map((o) => o.name)).toEqual(Array.from({ length: SAMPLE_POST_COUNT }, (_, i) => `post-${i}`));
    for (const output of outputs) {
      expect(manifest[output.name], `${output.name} is stale: run npm run marketing:media`).toBe(output.key);
      const file = join(outDir, `${output.name}.jpg`);
      expect(jpegSize(readFileSync(file))).toEqual({ width: 720, height: 900 });
      expect(statSync(file).size).toBeLessThan(100_000);
    }
  });
});
