import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sniffImage, sniffVideo } from "./sniff.ts";

const MEDIA = join(import.meta.dirname, "../../../../content/media");
const head = (path: string) => new Uint8Array(readFileSync(join(MEDIA, path)).subarray(0, 64));
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((ch) => ch.charCodeAt(0)) : [v])));

describe("sniffVideo", () => {
  it("recognises the library's MP4 and WebM files by their first bytes", () => {
    expect(sniffVideo(head("videos/market-foundation.mp4"))).toEqual({ mime: "video/mp4", extension: "mp4" });
    expect(sniffVideo(head("videos/market-foundation.webm"))).toEqual({ mime: "video/webm", extension: "webm" });
  });

  it("tells QuickTime and Ogg apart, and refuses audio-only MPEG-4", () => {
    expect(sniffVideo(bytes(0, 0, 0, 20, "ftypqt  "))?.mime).toBe("video/quicktime");
    expect(sniffVideo(bytes("OggS", 0, 2))?.mime).toBe("video/ogg");
    expect(sniffVideo(bytes(0, 0, 0, 20, "ftypM4A "))).toBeNull();
  });

  it("refuses text, images and programs whatever they are called", () => {
    expect(sniffVideo(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffVideo(head("thumbnails/authority-building.jpg"))).toBeNull();
    expect(sniffVideo(bytes(0x7f, "ELF", 2, 1, 1))).toBeNull();
    expect(sniffVideo(new Uint8Array(0))).toBeNull();
  });
});

describe("sniffImage", () => {
  it("recognises JPEG, PNG, GIF and WebP, and refuses SVG", () => {
    expect(sniffImage(head("thumbnails/authority-building.jpg"))?.mime).toBe("image/jpeg");
    expect(sniffImage(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))?.mime).toBe("image/png");
    expect(sniffImage(bytes("GIF89a"))?.mime).toBe("image/gif");
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))?.mime).toBe("image/webp");
    expect(sniffImage(head("posts/buyer-keys.svg"))).toBeNull();
  });
});
