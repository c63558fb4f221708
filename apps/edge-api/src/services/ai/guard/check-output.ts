// The guard every engine's output passes before anyone sees it: compared with its original, no
// fact, figure, program name, step or claim may be missing, changed, contradicted or out of order,
// no figure may be invented, and (for the built-in engine, whose own lines are known) no line may
// be spliced in from elsewhere. A problem comes back with what is needed to repair it.
import { sentences } from "@realty/personalizer/script-parts";
import { contentWords, coverage, figures, negates, programs, stepMarkers } from "./fact-tokens.ts";
import { type FactSentence, paragraphsOf, readSentences, scriptFacts } from "./script-facts.ts";

export type GuardProblem =
  | { kind: "dropped"; sentence: string; after: string | null; opensParagraph?: boolean }
  | { kind: "changed"; sentence: string; found: string; missing: string[] }
  | { kind: "contradicted"; sentence: string; found: string }
  | { kind: "out-of-order"; sentence: string }
  | { kind: "invented-figure"; sentence: string; figure: string }
  | { kind: "spliced"; sentence: string };

export interface GuardInput {
  original: string;
  output: string;
  /**
   * The lines the engine says it wrote itself (lead-in, angle lines, sign-off). When given, any
   * other new sentence is a splice; without it (an AI rewrite) rewording is allowed.
   */
  added?: readonly string[];
  /** Words the personalization may add to any sentence: the city's words. */
  placeWords?: readonly string[];
  /** Figures the inputs bring (a ZIP code). */
  allowedFigures?: readonly string[];
}

/** A kept sentence keeps this share of its content words; a rewrite, this much. */
const KEPT = 0.85;
const REWORDED = 0.5;
/** A rewritten sentence that carries every figure, program and step of the original needs less. */
const CARRIED = 0.25;

interface Located {
  text: string;
  index: number;
  words: ReadonlySet<string>;
}

function located(text: string, ignore: ReadonlySet<string>): Located[] {
  return paragraphsOf(text)
    .flatMap((p) => sentences(p))
    .map((sentence, index) => ({ text: sentence, index, words: contentWords(sentence, ignore) }));
}

function bestMatch(words: ReadonlySet<string>, candidates: readonly Located[]): { at: Located | null; score: number } {
  let best: { at: Located | null; score: number } = { at: null, score: 0 };
  for (const candidate of candidates) {
    // Both ways, so a long sentence that merely contains a short one's words is not taken for it.
    const score = Math.min(coverage(words, candidate.words), 0.5 + coverage(candidate.words, words) / 2);
    if (score > best.score) best = { at: candidate, score };
  }
  return best;
}

const missingFrom = (wanted: readonly string[], have: readonly string[]) => wanted.filter((w) => !have.includes(w));

function carriedBy(fact: FactSentence, sentence: string): string[] {
  return [
    ...missingFrom(fact.figures, figures(sentence)),
    ...missingFrom(fact.programs, programs(sentence)),
    ...missingFrom(fact.steps, stepMarkers(sentence)),
  ];
}

export function checkOutput(input: GuardInput): GuardProblem[] {
  const ignore = new Set((input.placeWords ?? []).flatMap((w) => [...contentWords(w)]));
  const strict = input.added !== undefined;
  const threshold = strict ? KEPT : REWORDED;
  const out = located(input.output, ignore);
  const problems: GuardProblem[] = [];
  const all = readSentences(input.original);
  let lastIndex = -1;
  let previous: string | null = null;
  for (const fact of all) {
    const words = contentWords(fact.text, ignore);
    // In order first: the best match after the last one found; only then anywhere (out of order).
    const ahead = bestMatch(
      words,
      out.filter((candidate) => candidate.index > lastIndex),
    );
    let best = ahead.score >= threshold ? ahead : bestMatch(words, out);
    // A rewrite may recast a sentence around its fact: the sentence that carries all of it, in other words.
    if (!strict && best.score < threshold && fact.kinds.some((k) => k !== "claim")) {
      const carrier = bestMatch(
        words,
        out.filter((candidate) => carriedBy(fact, candidate.text).length === 0),
      );
      if (carrier.score >= CARRIED) best = carrier;
    }
    const carriesFact = strict || fact.kinds.length > 0;
    if (!best.at || best.score < threshold) {
      if (carriesFact) {
        const opensParagraph = all[all.indexOf(fact) - 1]?.paragraph !== fact.paragraph;
        problems.push({ kind: "dropped", sentence: fact.text, after: previous, opensParagraph });
        // Restored in order, the next dropped sentence goes back after this one.
        previous = fact.text;
      }
      continue;
    }
    previous = best.at.text;
    if (!carriesFact) continue;
    const missing = carriedBy(fact, best.at.text);
    if (missing.length > 0) problems.push({ kind: "changed", sentence: fact.text, found: best.at.text, missing });
    else if (fact.kinds.includes("claim") && negates(fact.text) !== negates(best.at.text)) {
      problems.push({ kind: "contradicted", sentence: fact.text, found: best.at.text });
    }
    if (best.at.index < lastIndex) problems.push({ kind: "out-of-order", sentence: fact.text });
    lastIndex = Math.max(lastIndex, best.at.index);
  }

  const known = new Set([...figures(input.original), ...(input.allowedFigures ?? [])]);
  const originalWords = all.map((s) => contentWords(s.text, ignore));
  const added = new Set((input.added ?? []).flatMap((line) => sentences(line)).map((s) => s.trim()));
  for (const sentence of out) {
    const invented = figures(sentence.text).find((f) => !known.has(f));
    if (invented) problems.push({ kind: "invented-figure", sentence: sentence.text, figure: invented });
    if (!strict || added.has(sentence.text)) continue;
    const fromOriginal = originalWords.some((words) => coverage(sentence.words, words) >= KEPT);
    if (!fromOriginal) problems.push({ kind: "spliced", sentence: sentence.text });
  }
  return problems;
}

/** The facts of an original a version must keep, for the AI's prompt: each sentence as written. */
export function factList(original: string): string[] {
  return scriptFacts(original).map((s) => s.text);
}
