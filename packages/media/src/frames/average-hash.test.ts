// The average hash tells a picture from its mirror image and from itself.
import { describe, expect, it } from "vitest";
import { averageHash, hammingDistance } from "./average-hash.ts";

/** RGBA pixels, white where `bright(x, y)`, black elsewhere. */
function picture(width: number, height: number, bright: (x: number, y: number) => boolean): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = bright(x, y) ? 255 : 0;
      rgba.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

describe("averageHash", () => {
  it("is the same for the same picture and opposite for its negative", () => {
    const left = averageHash(
      picture(40, 72, (x) => x < 20),
      40,
      72,
    );
    const right = averageHash(
      picture(40, 72, (x) => x >= 20),
      40,
      72,
    );
    expect(hammingDistance(left, left)).toBe(0);
    expect(hammingDistance(left, right)).toBe(64);
  });

  it("sees a small change as a few bits", () => {
    const base = averageHash(
      picture(64, 64, (_x, y) => y < 32),
      64,
      64,
    );
    const nudged = averageHash(
      picture(64, 64, (x, y) => y < 32 || (x < 8 && y < 40)),
      64,
      64,
    );
    expect(hammingDistance(base, nudged)).toBe(1);
  });
});
