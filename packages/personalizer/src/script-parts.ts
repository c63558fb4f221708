// Reading a stored script: its hook, body and call to action (content/README.md), its sentences,
// and which body sentences carry the most (the ones a shorter cut keeps).

export interface ScriptParts {
  hook: string;
  /** The body's sentences, in order. */
  body: string[];
  /** The body as written, paragraph by paragraph (a version keeps them, and adds lines only between). */
  paragraphs: string[];
  cta: string;
}

/** Splits stored content into hook, body sentences and call to action. */
export function scriptParts(content: string): ScriptParts {
  const paragraphs = content
    .replace(/\\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (paragraphs.length >= 3) {
    const middle = paragraphs.slice(1, -1);
    return { hook: paragraphs[0] ?? "", body: sentences(middle.join(" ")), paragraphs: middle, cta: paragraphs.at(-1) ?? "" };
  }
  return { hook: paragraphs[0] ?? "", body: [], paragraphs: [], cta: paragraphs[1] ?? "" };
}

// "St. Petersburg" and "Mt. Juliet" are places, not two sentences.
const SENTENCE_BREAK = /(?<=[.!?])(?<!\b(?:St|Mt|Ft|Pt|Dr|Mr|Mrs|Ms|Jr|Sr|vs|Ave|Blvd|Rd|U\.S)\.)\s+(?=["'“‘([]?[A-Z0-9¿¡])/;

/**
 * Sentences of a paragraph: a stop, then a space, then a capital, a digit or an opening quote. A
 * stop inside quotes does not end one: "isn't 'do I have 20%?' It's 'what…'" is one thought.
 */
export function sentences(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// Openings that point back at the sentence before: out of context they read as a non sequitur.
const LEANS_BACK = /^(?:that|this|these|those|it|they|so|and|but|or|which|then|also|plus|again)\b/i;
const PUNCHY =
  /^(?:here's|here is|the (?:key|real|truth|bottom line|fix|rule|trick|answer)|ask|check|get|don't|start|make|always|never|remember)\b/i;

/** How much a body sentence carries on its own: facts, a clear instruction, a speakable length. */
function strength(sentence: string, index: number): number {
  const words = wordCount(sentence);
  let score = 0;
  if (/\d/.test(sentence)) score += 3;
  if (PUNCHY.test(sentence)) score += 2;
  if (words >= 8 && words <= 24) score += 2;
  if (words > 32) score -= 2;
  if (words < 6) score -= 3;
  if (LEANS_BACK.test(sentence)) score -= 2;
  if (sentence.endsWith("?")) score -= 1;
  // A gentle pull toward the start, where scripts set up their point.
  return score - index * 0.05;
}

/**
 * The `count` body sentences that carry the most, as one unbroken run: neighbours keep each other's
 * context ("Two: pay down balances." follows "One: …"), which scattered picks would lose.
 */
export function strongest(body: readonly string[], count: number): string[] {
  if (count >= body.length) return [...body];
  if (count <= 0) return [];
  const scores = body.map((sentence, index) => strength(sentence, index));
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let start = 0; start + count <= body.length; start++) {
    // The run's first sentence must stand on its own; the rest may lean on it.
    const lead = scores[start] ?? 0;
    const rest = scores.slice(start + 1, start + count).reduce((sum, v) => sum + v, 0);
    const leansBack = LEANS_BACK.test(body[start] ?? "") ? 4 : 0;
    const total = lead * 1.5 + rest - leansBack;
    if (total > bestScore) {
      best = start;
      bestScore = total;
    }
  }
  return body.slice(best, best + count);
}

/** Short sentences that read well on screen by themselves: no questions, nothing leaning back. */
export function standalone(body: readonly string[], maxWords: number): string[] {
  return body.filter((s) => wordCount(s) <= maxWords && !s.endsWith("?") && !LEANS_BACK.test(s) && !/^now\b/i.test(s));
}

/** A stable small hash, so a script always gets the same wording and a member's set varies. */
export function pick(seed: string, options: number): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return (h >>> 0) % Math.max(1, options);
}
