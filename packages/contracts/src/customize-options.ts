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

/** Output languages (issue 13): the AI engine writes either; the built-in one writes English. */
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

/** Letters (any script), spaces, hyphens, apostrophes and periods; an optional ", ST" at the end. */
const PLACE_SHAPE = /^(\p{L}[\p{L}\p{M} '’.-]*?)(?:, ?([A-Za-z]{2}))?$/u;

/** Splits "Austin, TX" into the spoken city and the state code; null when it is not a place. */
export function parsePlace(value: string): { city: string; state: string | null } | null {
  const match = PLACE_SHAPE.exec(value.trim().replace(/\s+/g, " "));
  const city = match?.[1]?.trim();
  if (!match || !city) return null;
  if (match[2]) return { city, state: match[2].toUpperCase() };
  // "Austin TX": a last word that is a state code in capitals, without the comma.
  const bare = /^(.+) ([A-Z]{2})$/.exec(city);
  if (bare?.[1] && bare[2] && STATES.has(bare[2])) return { city: bare[1], state: bare[2] };
  return { city, state: null };
}

/** Why a location is not a place, worded for the member; null when it is one. */
export function placeProblem(value: string): string | null {
  const text = value.trim().replace(/\s+/g, " ");
  if (text.length > PLACE_MAX) return `Location must be at most ${PLACE_MAX} characters`;
  const place = parsePlace(text);
  const hint = "Location must be a place name, like Austin or Austin, TX";
  if (!place) return hint;
  if (place.state && !STATES.has(place.state)) return "Location's state must be a two-letter code, like TX";
  const words = place.city.split(/[\s-]+/).filter(Boolean);
  // Real place names run to about five words ("Rancho Santa Margarita", "Town of Mount Pleasant").
  if (words.length > 5) return hint;
  if (words.some((w) => NOT_PLACE_WORDS.has(w.toLowerCase().replace(/[.'’]/g, "")))) return hint;
  return null;
}
