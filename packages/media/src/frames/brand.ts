// A member's brand inside the video itself (a branded download): their colour as the palette, their
// name and photo over the opening line, their city on the location card, their market figures in
// a local scene, and a fade into their colour so the end card follows without a cut.
import type { Image } from "@napi-rs/canvas";
import type { MarketFigures } from "../post-images/market-fields.ts";
import type { PaletteColors } from "./palettes.ts";

export interface FrameBrand {
  displayName: string;
  /** "#rrggbb", the colour of their end card. */
  brandColor: string;
  photo: Image | null;
  /** Shown on the location card; the generic line when the member has not set one. */
  city: string | null;
  /** Their market figures for a market video's local scene; null leaves the scene out. */
  figures: MarketFigures | null;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace("#", "").padEnd(6, "0").slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `hex` moved towards `target` by `t` (0..1). */
function mixHex(hex: string, target: [number, number, number], t: number): string {
  const c = channels(hex);
  return toHex([c[0] + (target[0] - c[0]) * t, c[1] + (target[1] - c[1]) * t, c[2] + (target[2] - c[2]) * t]);
}

/** Relative luminance (sRGB, WCAG): how light a colour reads behind white text. */
function luminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex).map(lin) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const BLACK: [number, number, number] = [0, 0, 0];
const WHITE: [number, number, number] = [255, 255, 255];

/**
 * The video's palette from one brand colour. White type sits on every frame, so a light brand
 * colour is deepened for the backdrop and kept for the accents, where it reads against the dark.
 */
export function brandPalette(brandColor: string): PaletteColors {
  const light = luminance(brandColor) > 0.3;
  const base = light ? mixHex(brandColor, BLACK, 0.55) : brandColor;
  return {
    c0: mixHex(base, BLACK, 0.55),
    c1: base,
    c2: mixHex(base, WHITE, 0.2),
    accent: light ? brandColor : mixHex(brandColor, WHITE, 0.6),
    // Emphasis needs to stand out from white type: a warm gold tinted by the brand.
    highlight: mixHex("#ffd166", channels(brandColor), 0.15),
    label: "",
  };
}
