// The sentences of an original that a version must keep, each with what it carries: a figure, a
// program name, a step marker, or the script's claim ("Twenty percent down is not a requirement").
import { sentences } from "@realty/personalizer/script-parts";
import { figures, negates, programs, stepMarkers } from "./fact-tokens.ts";

export type FactKind = "figure" | "program" | "step" | "claim";

export interface FactSentence {
  text: string;
  /** Which paragraph of the original it stands in (hook 0, body 1…, call to action last). */
  paragraph: number;
  kinds: FactKind[];
  figures: readonly string[];
  programs: readonly string[];
  steps: readonly string[];
}

// What a claim sounds like: a denial, a rule, a correction of a belief.
const CLAIM =
  /\b(?:myth|truth|requirement|required|require|must|law|legally|illegal|rule|always|never|mistake|the key|the real|the point|doesn't mean|isn't|is not|are not|aren't|mito|verdad|realidad|requisito|obligatorio|ley|nunca|siempre|no es|no necesitas)\b/i;

export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

// The same original is read once per part of a kit and once per retry: keep the last few readings.
const READ = new Map<string, FactSentence[]>();
const READ_KEEP = 64;

/** Every sentence of the text, with its paragraph and what it carries. */
export function readSentences(text: string): FactSentence[] {
  const known = READ.get(text);
  if (known) return known;
  const read = readFresh(text);
  if (READ.size >= READ_KEEP) READ.delete(READ.keys().next().value ?? "");
  READ.set(text, read);
  return read;
}

function readFresh(text: string): FactSentence[] {
  return paragraphsOf(text).flatMap((paragraph, index) =>
    sentences(paragraph).map((sentence) => {
      const carried = { figures: figures(sentence), programs: programs(sentence), steps: stepMarkers(sentence) };
      const kinds: FactKind[] = [];
      if (carried.figures.length > 0) kinds.push("figure");
      if (carried.programs.length > 0) kinds.push("program");
      if (carried.steps.length > 0) kinds.push("step");
      if (CLAIM.test(sentence) || (negates(sentence) && kinds.length === 0 && /\b(?:is|are|es|son)\b/i.test(sentence))) {
        kinds.push("claim");
      }
      return { text: sentence, paragraph: index, kinds, ...carried };
    }),
  );
}

/** The sentences that carry a fact, a step or the claim: what no version may drop. */
export function scriptFacts(text: string): FactSentence[] {
  return readSentences(text).filter((s) => s.kinds.length > 0);
}
