import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { createBackdrop, drawBackground, motifFor } from "./background.ts";
import { LANDSCAPE, PORTRAIT, SHORT_FEED, scaledLayout } from "./constants.ts";
import { PALETTE_COLORS } from "./palettes.ts";

/** Largest and mean difference of two RGBA pictures, per channel (0..255). */
function difference(a: Uint8Array, b: Uint8Array): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] as number) - (b[i] as number));
    if (d > max) max = d;
    sum += d;
  }
  return { max, mean: sum / a.length };
}

describe("the backdrop drawn from its layers", () => {
  const colors = PALETTE_COLORS["market-foundation"];
  const cases = [
    { layout: scaledLayout(PORTRAIT, 0.5), slug: "rings-or-stripes" },
    { layout: scaledLayout(LANDSCAPE, 0.5), slug: "another-video" },
    // An odd row where the floor begins (1350 x 0.55 = 742.5).
    { layout: SHORT_FEED, slug: "a-third-video" },
  ];

  it.each(cases)("looks like the backdrop drawn gradient by gradient at $layout.width x $layout.height", ({ layout, slug }) => {
    const motif = motifFor(slug);
    const canvas = createCanvas(layout.width, layout.height);
    const ctx = canvas.getContext("2d");
    const backdrop = createBackdrop(layout, colors, motif);
    for (const seconds of [0, 7.3, 28.9, 55]) {
      drawBackground(ctx, layout, colors, seconds, motif);
      const direct = canvas.data();
      backdrop(ctx, seconds);
      const layered = canvas.data();
      // Rounding and the light's whole-pixel place move a channel by a few levels at most.
      const { max, mean } = difference(direct, layered);
      expect(max).toBeLessThanOrEqual(6);
      expect(mean).toBeLessThan(1);
    }
  });

  it("moves the light with time", () => {
    const layout = scaledLayout(PORTRAIT, 0.25);
    const canvas = createCanvas(layout.width, layout.height);
    const ctx = canvas.getContext("2d");
    const backdrop = createBackdrop(layout, colors, motifFor("a-video"));
    backdrop(ctx, 0);
    const start = canvas.data();
    backdrop(ctx, 10);
    expect(difference(start, canvas.data()).max).toBeGreaterThan(10);
  });
});
