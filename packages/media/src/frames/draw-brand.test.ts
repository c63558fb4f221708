// A branded render: the member's colour in the palette, their name over the opening line, their
// figures in a local scene (only when set), a fade into their end card's colour, captions burned in.
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { MarketFigures } from "../post-images/market-fields.ts";
import type { FrameBrand } from "./brand.ts";
import { brandPalette } from "./brand.ts";
import { PORTRAIT, SHORT_PORTRAIT, scaledLayout } from "./constants.ts";
import { drawFrame } from "./draw-frame.ts";
import { fixtureBars } from "./fixtures.ts";
import { ensureFonts } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";

const FIGURES: MarketFigures = {
  area: "Austin, TX",
  month: "2026-10",
  medianPrice: 452000,
  daysOnMarket: 41,
  monthsOfSupply: 3.8,
  newListings: 2950,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: null,
  priorYearMedianPrice: null,
};

const brand = (figures: MarketFigures | null = null): FrameBrand => ({
  displayName: "Jordan Lee",
  brandColor: "#0f766e",
  photo: null,
  city: "Austin, TX",
  figures,
});

const layout = scaledLayout(SHORT_PORTRAIT, 0.25);

function pixels(input: RenderInput, frame: number, l = layout): Uint8Array {
  ensureFonts();
  const canvas = createCanvas(l.width, l.height);
  drawFrame(canvas.getContext("2d"), createScene(input, l), frame);
  return canvas.data();
}

/** Share of pixels that differ between two pictures of the same size. */
function changed(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  return n / (a.length / 4);
}

describe("a branded render", () => {
  it("takes the member's colour as its palette, keeping white type readable on a light colour", () => {
    expect(brandPalette("#0f766e").c1).toBe("#0f766e");
    const light = brandPalette("#f4d35e");
    // The backdrop is deepened, the colour itself kept for the accents.
    expect(light.c1).not.toBe("#f4d35e");
    expect(light.accent).toBe("#f4d35e");
  });

  it("shows the member's name over the opening line, which the library render does not", () => {
    const plain = fixtureBars();
    const branded = { ...plain, brand: brand() };
    const early = 40;
    const scene = createScene(branded, layout);
    expect(scene.timeline.segments[0]?.kind).toBe("hook");
    expect(scene.colors.c1).toBe("#0f766e");
    // Same palette for both, so only the name chip differs.
    const samePalette = { ...plain, brand: { ...brand(), displayName: "" } };
    expect(changed(pixels(branded, early), pixels(samePalette, early))).toBeGreaterThan(0.002);
  });

  it("adds the local figures scene before the call to action only when figures are set", () => {
    const kinds = (b: FrameBrand) => createScene({ ...fixtureBars(), brand: b }, layout).timeline.segments.map((s) => s.kind);
    expect(kinds(brand(FIGURES)).slice(-2)).toEqual(["figures", "cta"]);
    expect(kinds(brand(null))).not.toContain("figures");
    const blank = { ...FIGURES, medianPrice: null, daysOnMarket: null, monthsOfSupply: null, newListings: null };
    expect(kinds(brand(blank))).not.toContain("figures");
  });

  it("ends on the member's colour, where the end card begins", () => {
    const input = { ...fixtureBars(), brand: brand() };
    const scene = createScene(input, layout);
    const last = pixels(input, scene.timeline.frames - 1);
    const center = ((layout.height / 2) * layout.width + layout.width / 2) * 4;
    expect([last[center], last[center + 1], last[center + 2]]).toEqual([0x0f, 0x76, 0x6e]);
  });

  it("burns each line's caption into the picture on request", () => {
    const full = scaledLayout(PORTRAIT, 0.25);
    const plain = fixtureBars();
    const frame = 200;
    const difference = changed(pixels({ ...plain, burnCaptions: true }, frame, full), pixels(plain, frame, full));
    expect(difference).toBeGreaterThan(0.01);
  });
});
