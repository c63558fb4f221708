// A contact sheet of one source: frames of a rendition at even steps, tiled into one PNG, drawn
// without encoding. `node packages/media/src/frames/contact-sheet.ts <source.json> <out.png> [rendition]`
import { readFileSync, writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { videoSource } from "@realty/library/video-source";
import { layoutFor, type RenditionName, scaledLayout } from "./constants.ts";
import { drawFrame } from "./draw-frame.ts";
import { ensureFonts } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";

export function contactSheet(input: RenderInput, rendition: RenditionName, tiles = 12, columns = 6): Buffer {
  ensureFonts();
  const layout = scaledLayout(layoutFor(rendition), 0.3);
  const scene = createScene(input, layout);
  const rows = Math.ceil(tiles / columns);
  const sheet = createCanvas(layout.width * columns, layout.height * rows);
  const frame = createCanvas(layout.width, layout.height);
  for (let i = 0; i < tiles; i++) {
    drawFrame(frame.getContext("2d"), scene, Math.round(((i + 0.5) / tiles) * scene.timeline.frames));
    sheet.getContext("2d").drawImage(frame, (i % columns) * layout.width, Math.floor(i / columns) * layout.height);
  }
  return sheet.encodeSync("png");
}

if (import.meta.main) {
  // `--branded` draws a sample member's brand, city, figures and burned-in captions.
  const [file, out, rendition = "short-portrait"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (!file || !out) throw new Error("usage: contact-sheet.ts <source.json> <out.png> [rendition] [--branded]");
  const source = videoSource.parse(JSON.parse(readFileSync(file, "utf8")));
  const input: RenderInput = { slug: source.slug, title: source.slug, source };
  if (process.argv.includes("--branded")) {
    input.brand = {
      displayName: "Jordan Lee",
      brandColor: "#0f766e",
      photo: null,
      city: "Austin, TX",
      figures: {
        area: "Austin, TX",
        month: "2026-10",
        medianPrice: 452000,
        daysOnMarket: 41,
        monthsOfSupply: 3.8,
        newListings: 2950,
        source: "Austin Board of Realtors MLS",
        priorMonthMedianPrice: 447000,
        priorYearMedianPrice: null,
      },
    };
    input.burnCaptions = true;
  }
  writeFileSync(out, contactSheet(input, rendition as RenditionName));
}
