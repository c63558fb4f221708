// What a sentence carries that a rewrite must keep, read as comparable tokens: its figures (digits,
// and spelled numbers with a unit: "twenty percent" is 20), its program names (FHA, Section 121),
// its step markers ("Weekend one", "Step 2"), whether it says "not", and its content words.

const SMALL =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const SMALL_ES = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince".split(" ");

/** "twenty" → 20, "forty-five" → 45, "treinta"-style Spanish tens are rare in scripts and left out. */
function spelledValue(word: string): number | undefined {
  const w = word.toLowerCase();
  const small = SMALL.indexOf(w);
  if (small >= 0) return small;
  const es = SMALL_ES.indexOf(w);
  if (es >= 0) return es;
  const [tens, unit] = w.split("-");
  const t = TENS.indexOf(tens ?? "");
  if (t < 2) return undefined;
  if (unit === undefined) return t * 10;
  const u = SMALL.indexOf(unit);
  return u > 0 && u < 10 ? t * 10 + u : undefined;
}

// A spelled number is a figure when a unit follows it ("twenty percent", "forty-five days").
const UNITS = new Set(
  "percent percentage % day days week weeks month months year years hour hours minute minutes times dollars point points feet miles thousand million billion bedroom bedrooms ciento días semanas meses años".split(
    " ",
  ),
);

/**
 * A function of one sentence, remembered for the last few thousand sentences: the guard asks the
 * same questions of the same sentences for every part of a kit. Answers are never mutated.
 */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const answer = read(text);
    if (seen.size >= 4096) seen.clear();
    seen.set(text, answer);
    return answer;
  };
}

/** Digit runs and spelled figures, as strings of digits: "3.5%" gives 3 and 5, "twenty percent" 20. */
export const figures = remembered(figuresOf);

function figuresOf(text: string): readonly string[] {
  // Hashtags are labels, not figures (#RealEstate101 states nothing), and a [verify: …] marker asks
  // the agent for a figure rather than stating one.
  const prose = text.replace(/#[\p{L}\p{N}_]+/gu, "").replace(/\[verify[^\]]*\]/gi, "");
  const found: string[] = [...(prose.match(/\d+/g) ?? [])];
  const words = prose.toLowerCase().split(/[^\p{L}%-]+/u);
  for (let i = 0; i + 1 < words.length; i++) {
    const next = words[i + 1] === "por" ? words[i + 2] : words[i + 1];
    if (!next || !UNITS.has(next)) continue;
    const value = spelledValue(words[i] ?? "");
    if (value !== undefined) found.push(String(value));
  }
  return found;
}

// Acronyms that are words of speech, not programs: "I", "DM me", "OK", "TV".
const NOT_PROGRAMS = new Set(["I", "DM", "OK", "TV", "ASAP", "FAQ", "PS", "US", "USA", "EE", "UU"]);
const NAMED_PROGRAMS = /\b(?:Section \d+|Fannie Mae|Freddie Mac|Energy Star|Opportunity Zones?)\b/g;

/** Program names and the call to action's keywords: runs of capitals (FHA, USDA, LOW DOWN), and named programs. */
export const programs = remembered(programsOf);

function programsOf(text: string): readonly string[] {
  const caps = (text.match(/\b[A-Z][A-Z0-9]{1,6}s?\b/g) ?? [])
    .map((w) => w.replace(/s$/, ""))
    .filter((w) => !NOT_PROGRAMS.has(w));
  const named = text.match(NAMED_PROGRAMS) ?? [];
  return [...caps, ...named];
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  primero: 1,
  segundo: 2,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
};
const MARKER =
  /\b(step|weekend|week|day|phase|round|tip|rule|reason|mistake|question|sign|number|part|paso|fin de semana|semana|día|regla|consejo|error)\s+(one|two|three|four|five|six|seven|eight|nine|ten|uno|dos|tres|cuatro|cinco|\d+)\b/giu;
const OPENER =
  /^(?:["'“‘]?)(first|second|third|fourth|fifth|sixth|seventh|primero|segundo|tercero|cuarto|quinto|one|two|three|four|five|six|seven|uno|dos|tres|cuatro|cinco|\d)\s*[,:.)]/iu;

/** Step markers, normalized: "Weekend one" → "weekend 1", an opening "Second," or "Two:" → "step 2". */
export const stepMarkers = remembered(stepMarkersOf);

function stepMarkersOf(sentence: string): readonly string[] {
  const marks: string[] = [];
  for (const match of sentence.matchAll(MARKER)) {
    const kind = (match[1] ?? "").toLowerCase();
    const n = match[2] ?? "";
    marks.push(`${kind} ${/\d/.test(n) ? n : spelledValue(n)}`);
  }
  const opener = OPENER.exec(sentence.trim())?.[1]?.toLowerCase();
  if (opener) marks.push(`step ${ORDINALS[opener] ?? spelledValue(opener) ?? opener}`);
  return marks;
}

const NEGATION =
  /\b(?:not|no|never|none|nothing|isn't|aren't|doesn't|don't|didn't|won't|can't|cannot|wasn't|weren't|shouldn't|nunca|ni|nada|tampoco)\b|n't\b/i;

export function negates(sentence: string): boolean {
  return NEGATION.test(sentence);
}

// Words too common to tell two sentences apart, and the place words a personalization swaps for the
// city ("our area" → "Denver"), so a swapped sentence still reads as the one it came from.
const STOP = new Set(
  (
    "a an the and or but so of to in on at for with by from as is are was were be been it its it's this that these those " +
    "you your you're i i'm me my we our us they them their he she his her what when where which who how if then than " +
    "just about into out over not no do does did have has had will would can could should may might there here " +
    "area market neighborhood neighborhoods community local around " +
    "el la los las un una y o de del en con por para que es son se su sus tu tus te mi mis lo al como más pero si ya muy " +
    "zona mercado barrio comunidad aquí nuestra nuestro área local"
  ).split(" "),
);

/** The sentence's content words, lowercased, without the words every sentence shares. */
export function contentWords(sentence: string, ignore: ReadonlySet<string> = new Set()): ReadonlySet<string> {
  const words = wordsOf(sentence).filter((w) => !ignore.has(w));
  const content = words.filter((w) => !STOP.has(w));
  // "They may not be." is all common words: then its own words are what tell it apart.
  return new Set(content.length > 0 ? content : words);
}

const wordsOf = remembered(
  (sentence: string): readonly string[] => sentence.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [],
);

/** How much of `from` the words of `into` cover: 1 when every content word of `from` is there. */
export function coverage(from: ReadonlySet<string>, into: ReadonlySet<string>): number {
  if (from.size === 0) return 1;
  let hit = 0;
  for (const w of from) if (into.has(w)) hit++;
  return hit / from.size;
}
