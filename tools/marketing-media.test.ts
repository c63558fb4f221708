// The committed marketing posters and previews are 1080p: the site's modal shows them about 1,024 px
// wide, where the old 640x360 previews looked blocky.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { probe } from "@realty/media/frames/probe";
import { readImageSize } from "@realty/media/image-size";
import { describe, expect, it } from "vitest";

const outDir = join(import.meta.dirname, "..", "apps", "marketing", "src", "assets", "product");
const RENDERED = ["homepage", "renting-vs-buying", "downpayment-buying-myths"];

describe("marketing posters and previews", () => {
  it.each(RENDERED)("%s has a 1920x1080 poster and a 1920x1080 H.264 preview, small enough for the page", async (name) => {
    const manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8")) as Record<string, string>;
    expect(manifest[name]).toMatch(/-1080p$/);
    expect(readImageSize(readFileSync(join(outDir, `${name}-poster.jpg`)))).toMatchObject({ width: 1920, height: 1080 });
    const preview = join(outDir, `${name}-preview.mp4`);
    const info = await probe(preview);
    expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: 1920, height: 1080 });
    expect(readFileSync(preview).length).toBeLessThan(1_500_000);
  });
});
