import { describe, expect, it } from "vitest";
import { blankPng, gifHeader, photo } from "../testing/image-fixtures.ts";
import { AppError } from "./errors.ts";
import { assertImageWithinBounds, imageBoundsProblem, isDecodableImage, readImageSize } from "./image-size.ts";

describe("readImageSize", () => {
  it("reads the size from the header of PNG, JPEG, lossy and lossless WebP and GIF", async () => {
    expect(readImageSize(await photo(321, 123, "png"))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(await photo(321, 123, "jpeg"))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(await photo(321, 123, "webp"))).toEqual({ width: 321, height: 123 });
    expect(readImageSize(blankPng(10_000, 10_000))).toEqual({ width: 10_000, height: 10_000 });
    expect(readImageSize(gifHeader(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it("finds a JPEG's frame after its metadata segments", async () => {
    const jpeg = await photo(200, 100, "jpeg");
    // An APP1 segment of 40 KB between the start marker and the rest, as EXIF data would be.
    const app1 = new Uint8Array(4 + 40_000);
    app1.set([0xff, 0xe1, (40_002 >> 8) & 0xff, 40_002 & 0xff]);
    const withExif = new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
    expect(readImageSize(withExif)).toEqual({ width: 200, height: 100 });
  });

  it("answers null for what is not an image or has no readable header", () => {
    expect(readImageSize(new TextEncoder().encode("<html><body>hi</body></html>"))).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
    expect(readImageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readImageSize(new Uint8Array())).toBeNull();
  });
});

describe("the bounds", () => {
  it("says which bound an image breaks: a side over 4096, or over 16 megapixels", () => {
    expect(imageBoundsProblem({ width: 10_000, height: 10_000 })).toBe(
      "The image is 10000 x 10000 pixels; images may be at most 4096 x 4096 pixels.",
    );
    expect(imageBoundsProblem({ width: 4096, height: 4000 })).toBe(
      "The image is 4096 x 4000 pixels (16.4 megapixels); images may have at most 16 megapixels.",
    );
    expect(imageBoundsProblem({ width: 4096, height: 3000 })).toBeNull();
  });

  it("refuses a 12 KB PNG that declares 10000 x 10000 pixels with a 413 naming the reason", () => {
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(16_000);
    expect(isDecodableImage(bomb)).toBe(false);
    try {
      assertImageWithinBounds(bomb);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(413);
      expect((err as AppError).message).toMatch(/10000 x 10000 pixels/);
    }
  });
});
