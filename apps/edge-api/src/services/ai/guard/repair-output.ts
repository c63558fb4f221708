// Mends what the guard found, where it can be mended in place: a dropped sentence goes back after
// the sentence it followed in the original, a changed one is restored as written, a spliced or
// invented line comes out. What cannot be mended this way (an AI rewrite) is replaced instead.
import { sentences } from "@realty/personalizer/script-parts";
import type { GuardProblem } from "./check-output.ts";
import { paragraphsOf } from "./script-facts.ts";

export function repairOutput(output: string, problems: readonly GuardProblem[]): string {
  const paragraphs = paragraphsOf(output).map((p) => sentences(p));
  const remove = new Set<string>();
  const replace = new Map<string, string>();
  for (const problem of problems) {
    if (problem.kind === "spliced" || problem.kind === "invented-figure") remove.add(problem.sentence);
    if (problem.kind === "changed" || problem.kind === "contradicted") replace.set(problem.found, problem.sentence);
  }
  // A changed sentence is restored, not removed, even when it also carries the invented figure.
  let mended = paragraphs.map((list) => list.filter((s) => replace.has(s) || !remove.has(s)).map((s) => replace.get(s) ?? s));
  for (const problem of problems) {
    if (problem.kind !== "dropped") continue;
    mended = restore(mended, problem.sentence, problem.after, problem.opensParagraph ?? false);
  }
  return mended
    .filter((list) => list.length > 0)
    .map((list) => list.join(" "))
    .join("\n\n");
}

/**
 * Puts `sentence` back after `after`, or first in the next paragraph when it opened one in the
 * original; with nothing before it, first in the body (or the text).
 */
function restore(paragraphs: string[][], sentence: string, after: string | null, opensParagraph: boolean): string[][] {
  const copy = paragraphs.map((list) => [...list]);
  const where = after ? copy.findIndex((list) => list.includes(after)) : -1;
  const list = copy[where];
  if (after && list) {
    const next = copy[where + 1];
    if (opensParagraph && next) next.unshift(sentence);
    else list.splice(list.indexOf(after) + 1, 0, sentence);
    return copy;
  }
  const target = copy[Math.min(1, copy.length - 1)];
  if (target) target.unshift(sentence);
  else copy.push([sentence]);
  return copy;
}
