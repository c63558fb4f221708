// The short cut (about 30 seconds): the script's own authored cut when it has one, personalized
// around the edges; otherwise derived from the long version, deterministically.
import { SHORT_HOOK_MAX_WORDS, SHORT_MAX_WORDS, type ShortCut } from "@realty/library/script-kit";
import type { ComposeContext } from "./compose-context.ts";
import { swapPlaces } from "./place.ts";
import { sentences, strongest, wordCount } from "./script-parts.ts";

// The library's own limits (packages/library/src/script-kit.ts): a customized cut keeps them too.
export { SHORT_HOOK_MAX_WORDS, SHORT_MAX_WORDS };

const words = (list: readonly string[]) => list.reduce((n, s) => n + wordCount(s), 0);

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

export interface ShortResult {
  hook: string;
  text: string;
}

export function shortCut(ctx: ComposeContext, title: string, authored?: ShortCut | null): ShortResult {
  return authored ? fromAuthored(ctx, authored) : derived(ctx, title);
}

function derived(ctx: ComposeContext, title: string): ShortResult {
  const first = sentences(ctx.parts.hook)[0] ?? "";
  const topical = first && wordCount(first) <= SHORT_HOOK_MAX_WORDS ? first : sentence(title);
  const joined = ctx.leadIn && wordCount(`${ctx.leadIn} ${topical}`) <= SHORT_HOOK_MAX_WORDS;
  const hook = joined ? `${ctx.leadIn} ${topical}` : topical;
  // Its own place budget: the short cut names the city in its lead-in and sign-off, like the long one.
  const firstCta = swapPlaces(sentences(ctx.parts.cta)[0] ?? ctx.parts.cta, ctx.city, { left: 1 });
  const cta = [firstCta, ctx.identityLine].filter(Boolean).join(" ");
  const [point, second] = strongest(ctx.parts.body, 2);
  const middle = [...(joined ? [] : [ctx.leadIn]), point, ctx.angles[0], second].filter((s): s is string => Boolean(s));
  // Drop from the end until the cut fits: the second point, the angle, the first point, and the
  // lead-in carrying the city last.
  while (middle.length > 0 && words([hook, ...middle, cta]) > SHORT_MAX_WORDS) middle.pop();
  return { hook, text: [hook, middle.join(" "), cta].filter(Boolean).join("\n\n") };
}

/**
 * The authored cut, whole, with the lead-in (in the hook when it fits in 12 words, else first in the
 * body), the sign-off naming the city, and an angle line when there is room. The cut's own sentences
 * are never given up: when it runs long, the added lines make room (the angle, then the lead-in).
 */
function fromAuthored(ctx: ComposeContext, authored: ShortCut): ShortResult {
  const joined = Boolean(ctx.leadIn) && wordCount(`${ctx.leadIn} ${authored.hook}`) <= SHORT_HOOK_MAX_WORDS;
  const hook = joined ? `${ctx.leadIn} ${authored.hook}` : authored.hook;
  const budget = { left: 1 };
  const body = swapPlaces(authored.body, ctx.city, budget);
  const cta = swapPlaces(authored.cta, ctx.city, budget);
  const identity = ctx.identityLine;
  let lead = joined ? "" : ctx.leadIn;
  const total = () => words([hook, lead, body, cta, identity]);
  // The lead-in carries the city too; without it the sign-off still names it.
  if (total() > SHORT_MAX_WORDS && identity) lead = "";
  const angle = ctx.angles[0] && total() + wordCount(ctx.angles[0]) <= SHORT_MAX_WORDS ? ctx.angles[0] : "";
  const middle = [lead, body, angle].filter(Boolean).join(" ");
  return { hook, text: [hook, middle, [cta, identity].filter(Boolean).join(" ")].filter(Boolean).join("\n\n") };
}
