// Inter, loaded after the first screen: its 48 KB no longer share a phone's network with
// the first screen's code, reads and images. Until it arrives, text is set in "Inter Fallback",
// Arial resized to Inter's metrics (packages/ui/src/theme.css), so the swap barely moves a line.
// The app navigates without reloading, so a member sees that swap once per visit at most.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { idleAfter } from "./when-idle.ts";

/** Past the first screen's requests on a phone; the file is usually in the HTTP cache after that. */
const DELAY_MS = 1000;
/** The latin subset's range (as @fontsource-variable/inter declares it): the app is in English. */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

function addInter(): void {
  const face = new FontFace("Inter Variable", `url(${interLatin}) format("woff2-variations")`, {
    weight: "100 900",
    style: "normal",
    display: "swap",
    unicodeRange: LATIN,
  });
  document.fonts.add(face);
  // A failed download leaves the fallback in place; the next page load tries again.
  face.load().catch(() => undefined);
}

export function loadBrandFont(): void {
  if (typeof FontFace === "undefined" || !document.fonts) return;
  idleAfter(DELAY_MS, addInter);
}
