// The built-in composer behind the default AI adapter and the customize service's fallback: offline,
// deterministic, needs no account. It builds the script from hand-written variants (a hook lead-in per tone, angle lines per specialty and topic
// family, a sign-off) around the script's strongest sentences, so it can never invent a number,
// price or claim. It writes English around an English script and Spanish around a Spanish one
// (personalizer-phrases-es.ts); a version in the other language needs the AI engine.
import type { ScriptKit } from "@realty/contracts/customize";
import { type ComposeContext, readRequest } from "./compose-context.ts";
import type { ComposeRequest } from "./compose-request.ts";
import { authoredCaptions, beats, captions, hashtags } from "./kit-extras.ts";
import { swapPlaces } from "./place.ts";
import { sentences, strongest, wordCount } from "./script-parts.ts";
import { shortCut } from "./short-cut.ts";

/** The long version stays within about 90 spoken seconds. */
const LONG_MAX_WORDS = 225;
/** With a specialty, at least this share of the sentences is the specialty's own (issue 13). */
const SPECIALTY_SHARE = 0.4;
/** The fewest of the script's own body sentences the long version keeps. */
const MIN_BODY = 2;

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

const words = (list: readonly string[]) => list.reduce((n, s) => n + wordCount(s), 0);

/**
 * How many body sentences the long version keeps: all that fit, fewer when a specialty must show.
 * A script with a long hook and call to action gets a fourth angle line (added to ctx.angles).
 */
function bodyBudget(ctx: ComposeContext, hook: string, cta: string): number {
  const body = ctx.parts.body;
  let keep = body.length;
  if (ctx.angles.length > 0) {
    const shared = sentences(hook).length + sentences(cta).length;
    if ((ctx.angles.length + 2) / (ctx.angles.length + 2 + shared + MIN_BODY) < SPECIALTY_SHARE + 0.02) {
      ctx.angles.push(ctx.spareAngle);
    }
    const own = ctx.angles.length + 2; // angle lines, lead-in, sign-off
    keep = Math.min(keep, Math.max(MIN_BODY, Math.floor(own / SPECIALTY_SHARE) - own - shared));
  }
  const fixed = words([ctx.leadIn, hook, ...ctx.angles, cta, ctx.signOff]);
  while (keep > MIN_BODY && fixed + words(strongest(body, keep)) > LONG_MAX_WORDS) keep--;
  return keep;
}

/** The post kit for a script and the agent's inputs; with no inputs, the long version is the original. */
export function composeKit(request: ComposeRequest): ScriptKit {
  const ctx = readRequest(request);
  const budget = { left: 1 }; // lead-in and sign-off name the city; one place phrase may too (1–3 in all)
  const hook = swapPlaces(ctx.parts.hook, ctx.city, budget) || sentence(request.title);
  const keep = bodyBudget(ctx, hook, ctx.parts.cta);
  const kept = strongest(ctx.parts.body, keep).map((s) => swapPlaces(s, ctx.city, budget));
  const cta = swapPlaces(ctx.parts.cta, ctx.city, budget);

  const half = Math.ceil(kept.length / 2);
  const [a0, a1, a2, a3] = ctx.angles;
  const body = [a0, ...kept.slice(0, half), a2, ...kept.slice(half), a3, a1].filter((s): s is string => Boolean(s));
  const long = ctx.given
    ? [[ctx.leadIn, hook].filter(Boolean).join(" "), body.join(" "), [cta, ctx.signOff].filter(Boolean).join(" ")]
    : [hook, ctx.parts.body.join(" "), cta];
  const authored = request.kit ?? null;
  const short = shortCut(ctx, request.title, authored?.short);
  const tags = hashtags(ctx.city, ctx.specialty, ctx.family, authored?.hashtags, ctx.es);
  const audienceLine = ctx.audienceLine;
  const signOff = ctx.identityLine;
  return {
    long: long.filter(Boolean).join("\n\n"),
    short: short.text,
    beats: authored
      ? [
          ...authored.beats.slice(0, 1),
          ...(audienceLine && authored.beats.length < 6 ? [audienceLine] : []),
          ...authored.beats.slice(1),
        ]
      : beats({ title: request.title, audienceLine, body: kept, cta: ctx.parts.cta, spanish: ctx.es }),
    captions: authored
      ? authoredCaptions(authored.captions, { city: ctx.city, signOff, tags })
      : captions({
          title: request.title,
          hook: [ctx.leadIn, hook].filter(Boolean).join(" "),
          shortHook: short.hook,
          points: [a0 ?? "", ...strongest(ctx.parts.body, 1)].filter(Boolean),
          cta: [cta, signOff].filter(Boolean).join(" "),
          tags,
        }),
  };
}
