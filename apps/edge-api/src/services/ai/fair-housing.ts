// The fair-housing linter every customized script passes before the member copies it, whichever
// engine wrote it. The phrases follow HUD's advertising guidance (24 CFR 100.75, 100.50 and the
// 1995 Achtenberg memo): describe the home and the place, never who should (or should not) live
// there. It covers every phrase of the library's own check (content/quality.mjs; a test keeps the
// two in step) and adds a suggestion for each.
import type { FairHousingFlag, ScriptKit } from "@realty/contracts/customize";

interface Rule {
  pattern: RegExp;
  suggestion: string;
}

const FAMILY = "Describe the home instead: “three bedrooms and a fenced yard”, “a park at the end of the street”.";
const PLACE_NOT_PEOPLE = "Describe the place, not who lives there: name the parks, shops and commute times.";
const RELIGION = "Name a specific landmark or say “close to shops, parks and transit”; leave out religious preference.";
const SAFETY = "Avoid judging safety; point buyers to the local police department's public crime map and let them decide.";
const AGE = "Describe the layout instead: “single-level living”, “low-maintenance yard”, “elevator building”.";
const NO_ONE = "Remove it: an ad may not say who is unwelcome. Describe the home's features instead.";

const RULES: readonly Rule[] = [
  { pattern: /\b(?:perfect|ideal|great) for (?:young )?famil(?:y|ies)\b/gi, suggestion: FAMILY },
  { pattern: /\bfamily[- ](?:friendly |oriented )?(?:neighborhood|community|area|street)\b/gi, suggestion: FAMILY },
  {
    pattern: /\bexclusive (?:neighborhood|community|enclave|area)\b/gi,
    suggestion: "Say “a private, gated setting” or name the amenities.",
  },
  {
    pattern: /\b(?:walking distance|close|near|steps) (?:to|from) (?:the |a )?(?:church|churches|synagogue|mosque|temple)s?\b/gi,
    suggestion: RELIGION,
  },
  { pattern: /\bnear churches\b/gi, suggestion: RELIGION },
  { pattern: /\bchristian\b/gi, suggestion: RELIGION },
  {
    pattern: /\b(?:great|perfect|ideal) for (?:singles|couples|a couple|bachelors)\b/gi,
    suggestion: "Say “a low-maintenance one-bedroom” instead.",
  },
  { pattern: /\b(?:ideal|perfect|great) for retirees\b/gi, suggestion: AGE },
  { pattern: /\bempty[- ]nesters?\b/gi, suggestion: "Say “homeowners ready to downsize” or describe the smaller home." },
  { pattern: /\bbachelor pad\b/gi, suggestion: "Say “a low-maintenance condo” or describe the space." },
  { pattern: /\badults? only\b/gi, suggestion: `${NO_ONE} (A qualifying 55+ community may say “55+ community”.)` },
  { pattern: /\bno (?:children|kids)\b/gi, suggestion: NO_ONE },
  {
    pattern: /\bno section 8\b/gi,
    suggestion: "Remove it: many states protect source of income. List the home's terms instead.",
  },
  { pattern: /\bmature (?:couple|individuals?|persons?)\b/gi, suggestion: NO_ONE },
  { pattern: /\byoung professionals?\b/gi, suggestion: "Say “close to downtown offices and transit” instead." },
  { pattern: /\bsafe (?:neighborhood|community|area|street)\b/gi, suggestion: SAFETY },
  { pattern: /\bcrime[- ]free\b/gi, suggestion: SAFETY },
  { pattern: /\bintegrated (?:neighborhood|community)\b/gi, suggestion: PLACE_NOT_PEOPLE },
  { pattern: /\bethnic\b/gi, suggestion: PLACE_NOT_PEOPLE },
  {
    pattern: /\b(?:able-bodied|no wheelchairs|handicapped)\b/gi,
    suggestion: "Describe access instead: “second-floor unit, stairs only” or “step-free entry”.",
  },
  { pattern: /\benglish[- ]speak(?:ing|ers) only\b/gi, suggestion: NO_ONE },
  { pattern: /\bmaster (?:bedroom|suite|bath)\b/gi, suggestion: "Say “primary bedroom” (or “primary suite”, “primary bath”)." },
];

/** Every phrase the linter finds in `text`, each once, with its suggested rewrite. */
export function lintFairHousing(text: string): FairHousingFlag[] {
  const flags = new Map<string, FairHousingFlag>();
  for (const { pattern, suggestion } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const phrase = match[0];
      const key = phrase.toLowerCase();
      if (!flags.has(key)) flags.set(key, { phrase, suggestion });
    }
  }
  return [...flags.values()];
}

/** The flags of a whole post kit: long and short versions, beats and captions. */
export function lintKit(kit: ScriptKit): FairHousingFlag[] {
  const text = [kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n");
  return lintFairHousing(text);
}
