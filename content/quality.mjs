// Editorial checks on the library's scripts, shared by the content test and `node content/check.mjs`.
// Plain JavaScript so a writer can run it with any Node version while drafting.

export const MIN_WORDS = 120;
export const MAX_WORDS = 260;
export const MAX_OVERLAP = 0.6;

// Phrases that describe people rather than homes (HUD advertising guidance, 24 CFR 100.75).
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

const CTA_VERBS =
  /\b(comment|dm|message|call|text|click|tap|follow|reach out|book|send|save|share|schedule|grab|download|reply|subscribe|visit|contact|let's talk|hit)\b/i;

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can do for from has have i if in into is it its it's just " +
    "me my no not of on or our so that the their them then there these they this to up us " +
    "was we what when where which who will with you your you're"
  ).split(" "),
);

export function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

export function scriptText(script) {
  return `${script.hook}\n\n${script.body}\n\n${script.cta}`;
}

function contentWords(text) {
  const words = text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)));
}

/** Jaccard overlap of the two scripts' content words: 0 (nothing shared) to 1 (same words). */
export function wordOverlap(a, b) {
  const left = contentWords(a);
  const right = contentWords(b);
  let shared = 0;
  for (const w of left) if (right.has(w)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Problems with one script, as readable strings; empty when it is fine. */
export function scriptProblems(script) {
  const problems = [];
  const text = scriptText(script);
  const words = wordCount(text);
  if (words < MIN_WORDS || words > MAX_WORDS) problems.push(`${words} words (want ${MIN_WORDS}-${MAX_WORDS})`);
  if (!script.hook || wordCount(script.hook) < 5) problems.push("missing hook");
  if (!script.cta || !CTA_VERBS.test(script.cta)) problems.push("call to action has no action verb");
  if (/lorem|ipsum|\[city\]|\{city\}|TODO/i.test(text)) problems.push("placeholder text");
  const lower = text.toLowerCase();
  for (const phrase of FAIR_HOUSING_PHRASES) {
    if (lower.includes(phrase)) problems.push(`fair-housing phrase "${phrase}"`);
  }
  return problems;
}

/** Pairs of scripts whose overlap is above MAX_OVERLAP. */
export function nearDuplicates(scripts) {
  const texts = scripts.map(scriptText);
  const pairs = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const overlap = wordOverlap(texts[i], texts[j]);
      if (overlap > MAX_OVERLAP) pairs.push({ a: scripts[i].slug, b: scripts[j].slug, overlap });
    }
  }
  return pairs;
}
