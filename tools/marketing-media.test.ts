// The committed marketing posters and previews are 1080p (the site's modal shows them about 1,024 px
// wide, where the old 640x360 previews looked blocky) and show each video's short cut: the poster
// is the short cut's own (its hook), not the full video's title card.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { SHORT_LANDSCAPE, scaledLayout } from "@realty/media/frames/constants";
import { renderPoster } from "@realty/media/frames/poster";
import { probe } from "@realty/media/frames/probe";
import { readImageSize } from "@realty/media/image-size";
import { describe, expect, it } from "vitest";
import { loadRenderSources } from "../apps/edge-api/src/services/render/render-inputs.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps", "marketing", "src", "assets", "product");
const RENDERED = ["homepage", "renting-vs-buying", "downpayment-buying-myths"];
const LAYOUT = scaledLayout(SHORT_LANDSCAPE, 1.5);

const entries = JSON.parse(readFileSync(join(root, "content", "videos", "videos.json"), "utf8")) as {
  slug: string;
  title: string;
  week: number;
  publicSample: boolean;
}[];
const settings = JSON.parse(readFileSync(join(root, "content", "videos", "settings.json"), "utf8")) as {
  homepageVideo: { title: string };
};
const sources = loadRenderSources(join(root, "content"), entries, settings.homepageVideo.title);

/** A JPEG's pixels, scaled down to a thumbnail: enough to tell two posters apart. */
async function thumbnail(jpeg: Buffer): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(192, 108);
  canvas.getContext("2d").drawImage(await loadImage(jpeg), 0, 0, 192, 108);
  return canvas.getContext("2d").getImageData(0, 0, 192, 108).data;
}

function meanDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe("marketing posters and previews", () => {
  it.each(RENDERED)(
    "%s has a 1920x1080 short-cut poster and a 1920x1080 H.264 preview, small enough for the page",
    async (name) => {
      const manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8")) as Record<string, string>;
      expect(manifest[name]).toMatch(/-short-1080p$/);
      const poster = readFileSync(join(outDir, `${name}-poster.jpg`));
      expect(readImageSize(poster)).toMatchObject({ width: 1920, height: 1080 });
      const preview = join(outDir, `${name}-preview.mp4`);
      const info = await probe(preview);
      expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: 1920, height: 1080 });
      expect(readFileSync(preview).length).toBeLessThan(1_500_000);

      // The committed poster is the short cut's, and clearly not the full video's.
      const input = (name === "homepage" ? sources.homepage : sources.bySlug.get(name))?.input;
      if (!input) throw new Error(`${name} has no source`);
      const committed = await thumbnail(poster);
      const short = await thumbnail(renderPoster(input, LAYOUT));
      const full = await thumbnail(renderPoster(input, { ...LAYOUT, name: "landscape", cut: "full" }));
      const toShort = meanDifference(committed, short);
      expect(toShort).toBeLessThan(2);
      expect(meanDifference(committed, full)).toBeGreaterThan(toShort + 2);
    },
  );
});
