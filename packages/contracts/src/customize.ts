// POST /api/scripts/:id/customize: the inputs validated as what they are (a place, one
// of the listed specialties and tones, a language) and the post kit either engine answers.
import { type FairHousingFlag, lintFairHousing } from "@realty/library/fair-housing";
import { z } from "zod";
import {
  CUSTOMIZE_LANGUAGES,
  CUSTOMIZE_STREAM_TYPE,
  clearedToShare,
  NOTHING_TO_CUSTOMIZE,
  PLACE_MAX,
  placeProblem,
  SPECIALTY_OPTIONS,
  TONE_OPTIONS,
} from "./customize-options.ts";

/** Blank and missing mean the same: "no preference" (part 1 §5: no required fields). */
const blankToUndefined = (v: unknown) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v);

const location = z.preprocess(
  blankToUndefined,
  z
    .string("Location must be text")
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .check((ctx) => {
      const problem = placeProblem(ctx.value) ?? peopleProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    })
    .optional(),
);

// Words that describe people, never a place: "Young Christian families" is an audience, and an ad
// may not pick its audience by family status, religion or any other protected class.
const PEOPLE_WORDS =
  /(?<!\p{L})(?:famil(?:y|ies)|kids|children|couples?|singles|retirees|seniors|elderly|young|people|professionals|adults|immigrants|men|women|buyers|sellers|familias?|niños|parejas|solteros|jubilados|jóvenes|gente|personas)(?!\p{L})/iu;

/** Why a location describes people rather than a place; null when it does not. */
export function peopleProblem(value: string): string | null {
  if (!PEOPLE_WORDS.test(value) && lintFairHousing(value).length === 0) return null;
  return "Location must be a place (a city, neighborhood or ZIP code), not a description of people";
}

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(options, message).optional());

export const customizeInput = z.object({
  location,
  specialty: choice(SPECIALTY_OPTIONS, "Specialty must be one of the listed specialties"),
  personality: choice(TONE_OPTIONS, "Tone must be one of the listed tones"),
  language: choice(CUSTOMIZE_LANGUAGES, "Language must be en (English) or es (Spanish)"),
});

export type CustomizeInput = z.input<typeof customizeInput>;
export type CustomizeValues = z.output<typeof customizeInput>;
export { PLACE_MAX };

export type CustomizeEngine = "builtin" | "ai";
export type CustomizeLanguage = (typeof CUSTOMIZE_LANGUAGES)[number];

/** One caption per network; X's is at most 280 characters with its call to action kept. */
export interface KitCaptions {
  instagram: string;
  facebook: string;
  linkedin: string;
  x: string;
}

/** What either engine makes from one script. */
export interface ScriptKit {
  /** The long version (60–90 s), hook, body and call to action separated by blank lines. */
  long: string;
  /** The short cut: at most 80 words, its hook at most 12. */
  short: string;
  /** 3–6 short on-screen text beats. */
  beats: string[];
  captions: KitCaptions;
}

export type { FairHousingFlag };
export { clearedToShare };

/** What POST /api/scripts/:id/customize answers (and the last line of its NDJSON stream). */
export interface CustomizeResult extends ScriptKit {
  /** The long version again, under the name the spec's client reads. */
  customizedContent: string;
  /** False when nothing was filled in: the original comes back, unsaved, with `notice` saying so. */
  customized: boolean;
  engine: CustomizeEngine;
  language: CustomizeLanguage;
  flags: FairHousingFlag[];
  /** The member read why the flags were raised and chose to keep the wording: it may be posted and shared. */
  flagsConfirmed: boolean;
  /** The hashtags for this version: the city's, the specialty's and the script's own. */
  hashtags: string[];
  /** Something the member should know: nothing to customize, Spanish needs AI, AI fell back. */
  notice: string | null;
}

/** The streamed answer: progress lines, then one result or one error. */
export type CustomizeEvent =
  | { type: "progress"; step: string; message: string }
  | { type: "result"; result: CustomizeResult }
  | { type: "error"; status: number; message: string };

export { CUSTOMIZE_STREAM_TYPE, NOTHING_TO_CUSTOMIZE };

/** The part of a result stored beside the long version (script_customizations.kit). */
export type StoredKit = Omit<ScriptKit, "long"> & {
  flags: FairHousingFlag[];
  notice: string | null;
  /** Absent on versions saved before hashtags and confirmation were stored. */
  hashtags?: string[];
  flagsConfirmed?: boolean;
};
