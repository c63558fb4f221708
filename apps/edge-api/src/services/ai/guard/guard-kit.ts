// The guard over a whole post kit: the long version against the script, the short cut against the
// script's own short cut, each caption against the script's own caption, the beats against its
// beats. The built-in engine's kit is mended in place; an AI kit with a problem is replaced.
import type { ScriptKit } from "@realty/contracts/customize";
import { type ScriptKit as AuthoredKit, CAPTION_NETWORKS } from "@realty/library/script-kit";
import { checkOutput, type GuardProblem } from "./check-output.ts";
import { figures } from "./fact-tokens.ts";
import { repairOutput } from "./repair-output.ts";

export interface KitSource {
  /** The stored script: hook, body and call to action. */
  content: string;
  /** Its hand-written kit, when it has one. */
  kit?: AuthoredKit | null | undefined;
}

export interface KitFinding {
  part: string;
  problem: GuardProblem;
}

export interface GuardContext {
  placeWords: readonly string[];
  allowedFigures: readonly string[];
}

type Part = { name: string; original: string; output: string; strict: boolean };

function partsOf(source: KitSource, kit: ScriptKit): Part[] {
  const authored = source.kit;
  const parts: Part[] = [{ name: "long", original: source.content, output: kit.long, strict: true }];
  if (authored) {
    const short = [authored.short.hook, authored.short.body, authored.short.cta].join("\n\n");
    parts.push({ name: "short", original: short, output: kit.short, strict: true });
    for (const network of CAPTION_NETWORKS) {
      parts.push({
        name: `captions.${network}`,
        original: authored.captions[network],
        output: kit.captions[network],
        strict: false,
      });
    }
  } else {
    // A derived short cut and captions are cuts of the script: only an invented figure is wrong there.
    for (const [name, output] of [["short", kit.short], ...Object.entries(kit.captions).map(([n, t]) => [`captions.${n}`, t])]) {
      parts.push({ name: name ?? "", original: "", output: output ?? "", strict: false });
    }
  }
  return parts;
}

function findingsOf(part: Part, source: KitSource, context: GuardContext, added?: readonly string[]): GuardProblem[] {
  // A cut checks its figures against the whole script: the long version is where they come from.
  const original = part.original || source.content;
  const problems = checkOutput({
    original,
    output: part.output,
    placeWords: context.placeWords,
    allowedFigures: context.allowedFigures,
    ...(part.strict && added ? { added } : {}),
  });
  return part.original ? problems : problems.filter((p) => p.kind === "invented-figure");
}

function beatFindings(source: KitSource, kit: ScriptKit, context: GuardContext): KitFinding[] {
  const findings: KitFinding[] = [];
  for (const beat of source.kit?.beats ?? []) {
    if (!kit.beats.includes(beat)) findings.push({ part: "beats", problem: { kind: "dropped", sentence: beat, after: null } });
  }
  // A beat is a few words: only a figure the script never had is wrong there.
  const known = new Set([...figures(source.content), ...context.allowedFigures]);
  for (const beat of kit.beats) {
    const figure = figures(beat).find((f) => !known.has(f));
    if (figure) findings.push({ part: "beats", problem: { kind: "invented-figure", sentence: beat, figure } });
  }
  return findings;
}

/** The script's own kit is part of the original: its figures may appear in any part. */
function withKitFigures(source: KitSource, context: GuardContext): GuardContext {
  if (!source.kit) return context;
  return { ...context, allowedFigures: [...context.allowedFigures, ...figures(JSON.stringify(source.kit))] };
}

/** Every problem in an AI kit; an empty list means it may be shown. */
export function checkKit(source: KitSource, kit: ScriptKit, given: GuardContext): KitFinding[] {
  const context = withKitFigures(source, given);
  const findings = partsOf(source, kit).flatMap((part) =>
    findingsOf({ ...part, strict: false }, source, context).map((problem) => ({ part: part.name, problem })),
  );
  // An AI may write its own beats; only the figures on them are checked.
  return [...findings, ...beatFindings({ content: source.content }, kit, context)];
}

/** The built-in engine's kit, mended where the guard found a problem, with what was found. */
export function guardBuiltinKit(
  source: KitSource,
  kit: ScriptKit,
  added: readonly string[],
  given: GuardContext,
): { kit: ScriptKit; findings: KitFinding[] } {
  const context = withKitFigures(source, given);
  const findings: KitFinding[] = [];
  const mended: ScriptKit = { ...kit, captions: { ...kit.captions }, beats: [...kit.beats] };
  for (const part of partsOf(source, kit)) {
    const problems = findingsOf(part, source, context, added);
    if (problems.length === 0) continue;
    findings.push(...problems.map((problem) => ({ part: part.name, problem })));
    const repaired = repairOutput(part.output, problems);
    if (part.name === "long") mended.long = repaired;
    else if (part.name === "short") mended.short = repaired;
    else {
      const network = part.name.replace("captions.", "") as keyof ScriptKit["captions"];
      mended.captions[network] = repaired;
    }
  }
  const beats = beatFindings(source, kit, context);
  findings.push(...beats);
  for (const { problem } of beats) {
    if (problem.kind === "dropped") mended.beats.push(problem.sentence);
    if (problem.kind === "invented-figure") mended.beats = mended.beats.filter((b) => b !== problem.sentence);
  }
  return { kit: mended, findings };
}

/** One line for the log: where and what. */
export function describeFindings(findings: readonly KitFinding[]): string {
  return findings
    .slice(0, 5)
    .map(({ part, problem }) => `${part}: ${problem.kind} "${problem.sentence.slice(0, 60)}"`)
    .join("; ");
}
