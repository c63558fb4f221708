// The one typeface every frame uses, shipped as a registry package (Inter, SIL Open Font Licence),
// registered under our own family name so a system font of the same name can never change a frame.
import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";

export const FONT_FAMILY = "RealtyInter";

let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  // Inter's variable latin subset: one file gives every weight the frames use (400-800).
  const file = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
  if (!GlobalFonts.registerFromPath(file, FONT_FAMILY)) throw new Error(`Cannot load the font ${file}`);
  registered = true;
}

export function font(weight: number, px: number): string {
  return `${weight} ${Math.round(px)}px ${FONT_FAMILY}`;
}
