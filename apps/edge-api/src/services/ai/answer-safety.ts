// What makes an AI answer unsafe to hand a member, beyond its shape (adapters/ai/kit-answer.ts):
// markup or links, an off-task reply, or steering language the original never used. Figures and
// facts are the output guard's (guard/check-output.ts). An unsafe answer is refused and the built-in personalizer answers instead.
import type { ScriptKit } from "@realty/contracts/customize";
import { lintFairHousing, lintKit } from "./fair-housing.ts";

export function kitText(kit: ScriptKit): string {
  return [kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n");
}

// A code fence is three backticks (written \x60 so no reader takes it for a template string).
const MARKUP = /<\/?[a-z][^>]*>|\x60{3}|\*\*/i;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|ai)\b/i;
const OFF_TASK =
  /\bas an ai\b|\blanguage model\b|\bi can(?:not|'t) (?:help|assist|do that)\b|\b(?:previous|prior) instructions\b/i;

/** Why the answer is refused, or null when it is safe to show. */
export function unsafeReason(kit: ScriptKit, original: string): string | null {
  const text = kitText(kit);
  if (MARKUP.test(text)) return "markup in the answer";
  if (LINK.test(text)) return "a link in the answer";
  if (OFF_TASK.test(text)) return "an off-task answer";
  const already = new Set(lintFairHousing(original).map((f) => f.phrase.toLowerCase()));
  const introduced = lintKit(kit).filter((f) => !already.has(f.phrase.toLowerCase()));
  if (introduced.length > 0) return `fair-housing phrase: ${introduced.map((f) => f.phrase).join(", ")}`;
  return null;
}
