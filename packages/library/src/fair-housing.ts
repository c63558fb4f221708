// The fair-housing linter: phrases that say who should (or should not) live somewhere instead of
// describing the home and the place. It follows HUD's advertising guidance (24 CFR 100.75, 100.50
// and the 1995 Achtenberg memo) across the protected classes: race and color, national origin,
// religion, sex, disability, familial status, and the age and source-of-income phrasings that
// stand for them, in English and Spanish. One list for the whole product: the library's content
// check, the customizer, the customize form's location check and the AI's answers all read it.

/** A phrase the linter found, with the rewrite it suggests. */
export interface FairHousingFlag {
  phrase: string;
  suggestion: string;
}

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

// Spanish: the same HUD phrases as Spanish-speaking agents write them. `\b` only knows ASCII
// letters, so these use Unicode lookarounds ("étnico", "jóvenes").
const es = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, "giu");
const SPANISH_RULES = (): Rule[] => [
  { pattern: es("(?:ideal|perfect[oa]|excelente) para (?:una )?famili(?:a|as)(?: jóvenes)?"), suggestion: FAMILY },
  { pattern: es("(?:barrio|vecindario|zona|comunidad|colonia) (?:familiar|para familias)"), suggestion: FAMILY },
  {
    pattern: es("(?:barrio|vecindario|zona|comunidad|colonia) exclusiv[oa]"),
    suggestion: "Di “un entorno privado” o nombra las amenidades.",
  },
  {
    pattern: es("(?:cerca|a pasos|a unos pasos) de (?:la |una |las )?(?:iglesias?|sinagogas?|mezquitas?|templos?)"),
    suggestion: RELIGION,
  },
  { pattern: es("cristian[oa]s?"), suggestion: RELIGION },
  {
    pattern: es("(?:ideal|perfect[oa]) para (?:solteros|solteras|parejas|una pareja|recién casados)"),
    suggestion: "Di “un departamento de una recámara, fácil de mantener”.",
  },
  { pattern: es("(?:ideal|perfect[oa]) para (?:jubilados|retirados|personas mayores)"), suggestion: AGE },
  { pattern: es("nido vacío"), suggestion: "Di “dueños que quieren una casa más chica” o describe la casa." },
  {
    pattern: es("(?:sólo|solo) (?:para )?adultos"),
    suggestion: `${NO_ONE} (A qualifying 55+ community may say “55+ community”.)`,
  },
  { pattern: es("(?:no se aceptan|sin|no) (?:niños|niñas|menores)"), suggestion: NO_ONE },
  {
    pattern: es("no (?:se acepta |aceptamos )?(?:la )?sección 8"),
    suggestion: "Remove it: many states protect source of income. List the home's terms instead.",
  },
  { pattern: es("(?:pareja|personas?) madur(?:a|as|os)"), suggestion: NO_ONE },
  { pattern: es("jóvenes profesionales"), suggestion: "Di “cerca de oficinas del centro y transporte”." },
  { pattern: es("(?:barrio|vecindario|zona|comunidad|colonia|calle) segur[oa]"), suggestion: SAFETY },
  { pattern: es("libre de (?:crimen|delincuencia)"), suggestion: SAFETY },
  { pattern: es("(?:barrio|vecindario|comunidad) integrad[oa]"), suggestion: PLACE_NOT_PEOPLE },
  { pattern: es("étnic[oa]s?"), suggestion: PLACE_NOT_PEOPLE },
  {
    pattern: es("minusválid[oa]s?|sin sillas de ruedas"),
    suggestion: "Describe el acceso: “segundo piso, solo escaleras” o “entrada sin escalones”.",
  },
  { pattern: es("(?:sólo|solo) (?:personas que hablen|quienes hablen|se habla) inglés"), suggestion: NO_ONE },
  // Race, color and national origin; sex; disability; age; religion; familial status.
  {
    pattern: es(
      "(?:barrio|vecindario|zona|comunidad|colonia) (?:blanc[oa]|negr[oa]|latin[oa]|hispan[oa]|asiátic[oa]|mexican[oa]|cuban[oa]|dominican[oa]|puertorriqueñ[oa]|salvadoreñ[oa]|católic[oa]|judí[oa]|musulman[oa]|evangélic[oa])",
    ),
    suggestion: PLACE_NOT_PEOPLE,
  },
  {
    pattern: es(
      "(?:sólo|solo) (?:para )?(?:blancos|latinos|hispanos|americanos|estadounidenses|ciudadanos|hombres|mujeres|damas|caballeros|parejas|solteros)",
    ),
    suggestion: NO_ONE,
  },
  {
    pattern: es("(?:no se aceptan|sin|no) (?:inmigrantes|extranjeros|estudiantes|adolescentes|discapacitados|sillas de ruedas)"),
    suggestion: NO_ONE,
  },
  {
    pattern: es(
      "(?:ideal|perfect[oa]) para (?:una )?(?:parejas? jóvenes?|gente joven|personas mayores|ancianos|adultos mayores|mujer soltera|hombre soltero|una mujer|un hombre)",
    ),
    suggestion: AGE,
  },
  { pattern: es("no apt[oa] para (?:niños|discapacitados|personas con discapacidad|personas mayores)"), suggestion: NO_ONE },
];

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
  // Race, color and national origin.
  {
    pattern:
      /\b(?:white|black|hispanic|latino|latina|asian|caucasian|african[- ]american|mexican|chinese|korean|indian|arab|irish|italian|polish|russian|jewish|muslim|catholic|hindu|mormon)s? (?:neighborhoods?|communit(?:y|ies)|enclaves?|areas?|families|family|residents)\b/gi,
    suggestion: PLACE_NOT_PEOPLE,
  },
  {
    pattern:
      /\b(?:whites?|blacks?|americans?|u\.s\. citizens|citizens|english speakers|men|women|males?|females?|ladies|gentlemen|singles|couples|christians?|seniors) only\b/gi,
    suggestion: NO_ONE,
  },
  { pattern: /\b(?:racially|predominantly) (?:white|black|hispanic|latino|asian|mixed)\b/gi, suggestion: PLACE_NOT_PEOPLE },
  { pattern: /\b(?:no|without) (?:immigrants|foreigners)\b/gi, suggestion: NO_ONE },
  { pattern: /\bmust speak english\b/gi, suggestion: NO_ONE },
  // Sex.
  {
    pattern:
      /\b(?:perfect|ideal|great) for (?:a )?(?:single )?(?:man|woman|men|women|ladies|gentlemen|bachelors?|bachelorettes?)\b/gi,
    suggestion: "Describe the home instead: “a low-maintenance one-bedroom with secure entry”.",
  },
  // Disability.
  {
    pattern:
      /\b(?:no|not suitable for|not for) (?:wheelchairs?|the disabled|disabled (?:people|persons|buyers|tenants)|handicapped)\b/gi,
    suggestion: "Describe access instead: “second-floor unit, stairs only” or “step-free entry”.",
  },
  { pattern: /\bmentally (?:ill|handicapped|disabled)\b/gi, suggestion: NO_ONE },
  { pattern: /\bmust be able to climb stairs\b/gi, suggestion: "Describe the home: “three flights of stairs, no elevator”." },
  // Age and familial status.
  {
    pattern:
      /\b(?:perfect|ideal|great) for (?:young couples?|young people|a young couple|seniors|the elderly|older (?:people|couples|buyers)|a growing family|growing families|newlyweds)\b/gi,
    suggestion: AGE,
  },
  {
    pattern: /\b(?:no|not for) (?:seniors|the elderly|teenagers|teens|students|toddlers|babies|infants)\b/gi,
    suggestion: NO_ONE,
  },
  { pattern: /\b(?:kid|child)[- ]free\b/gi, suggestion: NO_ONE },
  // Religion.
  {
    pattern: /\b(?:near|close to|walking distance to|steps from) (?:a |the )?(?:parish|cathedral|chapel)\b/gi,
    suggestion: RELIGION,
  },

  ...SPANISH_RULES(),
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

/** The rule as an AI model is told it, with a few of the phrases below as examples. */
export const FAIR_HOUSING_INSTRUCTION =
  "Follow fair-housing advertising rules (24 CFR 100.75): describe homes and places, never who should or should not live there; no phrases such as 'perfect for families', 'exclusive neighborhood', 'safe neighborhood' or 'walking distance to church'. Say 'primary bedroom', not 'master bedroom'.";

// Phrases that describe people rather than homes (HUD advertising guidance, 24 CFR 100.75).
// The linter above is tested to flag every one of these; the content check also looks for them inside hashtags.
export const FAIR_HOUSING_PHRASES = [
  "perfect for young families",
  "ideal for families",
  "great for families",
  "family neighborhood",
  "family-friendly neighborhood",
  "exclusive neighborhood",
  "exclusive community",
  "walking distance to church",
  "near churches",
  "christian",
  "great for singles",
  "perfect for singles",
  "ideal for retirees",
  "perfect for retirees",
  "empty nesters",
  "bachelor pad",
  "adults only",
  "no children",
  "no kids",
  "mature couple",
  "young professionals",
  "safe neighborhood",
  "crime-free",
  "integrated neighborhood",
  "ethnic",
  "able-bodied",
  "master bedroom",
];

/** The same guidance for the Spanish scripts. */
export const FAIR_HOUSING_PHRASES_ES = [
  "ideal para familias",
  "perfecto para familias",
  "perfecta para familias",
  "ideal para familias jóvenes",
  "vecindario familiar",
  "barrio familiar",
  "vecindario exclusivo",
  "comunidad exclusiva",
  "barrio exclusivo",
  "cerca de iglesias",
  "cerca de la iglesia",
  "cristiano",
  "cristiana",
  "ideal para solteros",
  "ideal para jubilados",
  "perfecto para jubilados",
  "solo adultos",
  "sin niños",
  "jóvenes profesionales",
  "vecindario seguro",
  "barrio seguro",
  "libre de crimen",
  "sin crimen",
  "recámara master",
  "habitación master",
];
