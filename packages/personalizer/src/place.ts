// The agent's place as a person says it: "Austin", never "Austin, TX" in spoken lines, and as a
// hashtag for the captions.
import { parsePlace } from "@realty/contracts/customize-options";
import { PLACE_SWAPS } from "./personalizer-phrases.ts";
import { PLACE_SWAPS_ES } from "./personalizer-phrases-es.ts";

/** The spoken city of a validated location ("Austin, TX" → "Austin"); "" when none was given. */
export function spokenCity(location: string | undefined): string {
  const text = (location ?? "").trim();
  if (!text) return "";
  return parsePlace(text)?.city ?? text.replace(/\s+/g, " ");
}

/** "St. Petersburg" → "StPetersburg", "Coeur d'Alene" → "CoeurdAlene": letters and digits only. */
export function hashtagWord(text: string): string {
  // A ZIP code is spoken as "the 80202 area" and tagged as #80202.
  const zip = /\b(\d{5})\b/.exec(text)?.[1];
  if (zip) return zip;
  return text
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Swaps "our area", "our market"… for the city while `budget` allows, keeping a capital at a
 * sentence start; later ones stay as written ("our area" reads naturally once the city is named).
 */
export function swapPlaces(text: string, city: string, budget: { left: number }): string {
  if (!city) return text;
  let out = text;
  // English and Spanish phrases never match each other's text, so one pass covers both.
  for (const { pattern, replace } of [...PLACE_SWAPS, ...PLACE_SWAPS_ES]) {
    // A function replacement: the city is inserted literally, whatever characters it holds.
    out = out.replace(pattern, (match) => {
      if (budget.left <= 0) return match;
      budget.left--;
      const swapped = replace(city);
      return match.charAt(0) === match.charAt(0).toUpperCase() ? capitalize(swapped) : swapped;
    });
  }
  return out;
}
