// The customize form's choices (part 1 §3). Kept free of zod so the member app can import them
// without pulling a validation library into the dashboard's first load.

export const SPECIALTY_OPTIONS = [
  "Luxury Homes",
  "First Time Home Buyers",
  "Investment Properties",
  "Commercial Real Estate",
  "Condos & Townhomes",
  "New Construction",
  "Foreclosures & Short Sales",
  "Senior Housing",
  "Rural Properties",
  "Waterfront Properties",
] as const;

export const TONE_OPTIONS = [
  "Caring & Supportive",
  "Professional & Confident",
  "Friendly & Approachable",
  "Expert & Authoritative",
  "Energetic & Enthusiastic",
  "Calm & Reassuring",
  "Direct & Honest",
  "Warm & Personal",
  "Sophisticated & Polished",
  "Down-to-Earth & Relatable",
] as const;

export type SpecialtyOption = (typeof SPECIALTY_OPTIONS)[number];
export type ToneOption = (typeof TONE_OPTIONS)[number];

/** Longest accepted location, specialty or tone; the same bound as the saved preferences. */
export const CUSTOMIZE_FIELD_MAX = 120;

/** Output languages: the AI engine writes either; the built-in one writes English. */
export const CUSTOMIZE_LANGUAGES = ["en", "es"] as const;

/** The customize route streams progress lines, then the result, to a client that accepts this. */
export const CUSTOMIZE_STREAM_TYPE = "application/x-ndjson";
export const NOTHING_TO_CUSTOMIZE = "Nothing to customize yet: add your city, specialty or tone";

/** Longest accepted place: "Rancho Santa Margarita, CA" is 26; the longest US city names are under 40. */
export const PLACE_MAX = 60;

const STATES = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH " +
    "OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP"
  ).split(" "),
);

// Words no place name is made of but an instruction to a model is ("ignore previous instructions").
const NOT_PLACE_WORDS = new Set(
  (
    "ignore ignoring previous instructions instruction prompt prompts system assistant disregard forget pretend " +
    "write writing poem story reply respond answer output print say tell you your yourself please must should " +
    "rules rule act roleplay jailbreak above below instead translate"
  ).split(" "),
);

/** A name: letters (any script), spaces, hyphens, apostrophes and periods. */
const NAME = String.raw`\p{L}[\p{L}\p{M} '’.-]*?`;
/** "Austin", "Austin, TX", "Cherry Creek, Denver" or "Cherry Creek, Denver, CO". */
const PLACE_SHAPE = new RegExp(`^(${NAME})(?:, ?(?![A-Za-z]{2}$)(${NAME})(?=, ?[A-Za-z]{2}$|$))?(?:, ?([A-Za-z]{2}))?$`, "u");
/** A US ZIP code, with or without its four-digit extension. */
const ZIP = /^(\d{5})(?:-\d{4})?$/;

export interface Place {
  /** What a person says: the neighborhood when one was given, else the city ("the 80202 area" for a ZIP). */
  city: string;
  state: string | null;
  /** The city a neighborhood is in ("Denver" for "Cherry Creek, Denver"), else null. */
  within: string | null;
  zip: string | null;
}

/** Reads "Austin, TX", "Cherry Creek, Denver, CO" or "80202"; null when it is not a place. */
export function parsePlace(value: string): Place | null {
  const text = value.trim().replace(/\s+/g, " ");
  const zip = ZIP.exec(text)?.[1];
  if (zip) return { city: `the ${zip} area`, state: null, within: null, zip };
  const match = PLACE_SHAPE.exec(text);
  const first = match?.[1]?.trim();
  if (!match || !first) return null;
  const second = match[2]?.trim() || null;
  // A two-letter second part is a state ("Austin, TX"), never a city.
  if (match[3]) return { city: first, state: match[3].toUpperCase(), within: second, zip: null };
  // "Austin TX": a last word that is a state code in capitals, without the comma.
  const bare = /^(.+) ([A-Z]{2})$/.exec(second ?? first);
  if (bare?.[1] && bare[2] && STATES.has(bare[2])) {
    return second
      ? { city: first, state: bare[2], within: bare[1], zip: null }
      : { city: bare[1], state: bare[2], within: null, zip: null };
  }
  return { city: first, state: null, within: second, zip: null };
}

/** Why a location is not a place, worded for the member; null when it is one. */
export function placeProblem(value: string): string | null {
  const text = value.trim().replace(/\s+/g, " ");
  if (text.length > PLACE_MAX) return `Location must be at most ${PLACE_MAX} characters`;
  const place = parsePlace(text);
  const hint = "Location must be a city, neighborhood or ZIP code, like Austin, TX";
  if (!place) return hint;
  if (place.zip) return null;
  if (place.state && !STATES.has(place.state)) return "Location's state must be a two-letter code, like TX";
  const words = [place.city, place.within ?? ""]
    .join(" ")
    .split(/[\s-]+/)
    .filter(Boolean);
  // Real place names run to about five words ("Rancho Santa Margarita", "Town of Mount Pleasant").
  if (words.length > 5) return hint;
  if (words.some((w) => NOT_PLACE_WORDS.has(w.toLowerCase().replace(/[.'’]/g, "")))) return hint;
  return null;
}

/** Whether a customized version may leave the product: nothing flagged, or flags the member confirmed. */
export function clearedToShare(version: { flags: readonly unknown[]; flagsConfirmed: boolean }): boolean {
  return version.flags.length === 0 || version.flagsConfirmed;
}
