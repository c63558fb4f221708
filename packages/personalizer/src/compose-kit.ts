// The built-in composer behind the default AI adapter and the customize service's fallback: offline,
// deterministic, needs no account. It keeps the script whole (hook, every body sentence, call to
// action) and adds the agent around it: a hook lead-in per tone, the city where a person would say
// it, the specialty's lines for the script's own topic between the body and the call to action, and
// a sign-off. So it can never drop a step or invent a number, price or claim. It writes English
// around an English script and Spanish around a Spanish one; a version in the other language needs
// the AI engine.
import type { ScriptKit } from "@realty/contracts/customize";
import { type ComposeContext, readRequest } from "./compose-context.ts";
import type { ComposeRequest } from "./compose-request.ts";
import { authoredCaptions, beats, captions, hashtags } from "./kit-extras.ts";
import { swapPlaces } from "./place.ts";
import { strongest, wordCount } from "./script-parts.ts";
import { shortCut } from "./short-cut.ts";

/**
 * Scripts up to this many words get both of the specialty's lines; longer ones get the first, so a
 * version stays one take (about two minutes spoken at most).
 */
const BOTH_ANGLES_MAX_WORDS = 220;

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

const join = (...parts: readonly string[]) => parts.filter(Boolean).join(" ");

/** The kit and the lines the composer wrote itself (what the output guard may find that the script lacks). */
export interface ComposedKit {
  kit: ScriptKit;
  added: string[];
  /** The version's hashtags (also closing its captions), for the kit's Hashtags tab. */
  hashtags: string[];
}

function longVersion(ctx: ComposeContext, title: string): { text: string; angles: readonly string[] } {
  // The lead-in and the sign-off name the city; one place phrase of the script may too (1–3 in all).
  const budget = { left: 1 };
  const hook = swapPlaces(ctx.parts.hook, ctx.city, budget) || sentence(title);
  const body = ctx.parts.paragraphs.map((p) => swapPlaces(p, ctx.city, budget));
  const cta = swapPlaces(ctx.parts.cta, ctx.city, budget);
  const size = wordCount(join(hook, ...body, cta));
  const angles = ctx.angles.slice(0, size <= BOTH_ANGLES_MAX_WORDS ? 2 : 1);
  const paragraphs = [join(ctx.leadIn, hook), ...body, join(...angles), join(cta, ctx.signOff)];
  return { text: paragraphs.filter(Boolean).join("\n\n"), angles };
}

/** The post kit for a script and the agent's inputs, with the lines it added; with no inputs, the original. */
export function composeKitWithLines(request: ComposeRequest): ComposedKit {
  const ctx = readRequest(request);
  const long = ctx.given ? longVersion(ctx, request.title) : { text: request.content.replace(/\\n/g, "\n"), angles: [] };
  const authored = request.kit ?? null;
  const short = shortCut(ctx, request.title, authored?.short);
  const tags = hashtags(ctx.city, ctx.specialty, ctx.family, authored?.hashtags, ctx.es);
  const audienceLine = ctx.audienceLine;
  const signOff = ctx.identityLine;
  const kit: ScriptKit = {
    long: long.text,
    short: short.text,
    beats: authored
      ? [
          ...authored.beats.slice(0, 1),
          ...(audienceLine && authored.beats.length < 6 ? [audienceLine] : []),
          ...authored.beats.slice(1),
        ]
      : beats({ title: request.title, audienceLine, body: ctx.parts.body, cta: ctx.parts.cta, spanish: ctx.es }),
    captions: authored
      ? authoredCaptions(authored.captions, { city: ctx.city, signOff, tags })
      : captions({
          title: request.title,
          hook: join(ctx.leadIn, ctx.parts.hook),
          shortHook: short.hook,
          points: [ctx.angles[0] ?? "", ...strongest(ctx.parts.body, 1)].filter(Boolean),
          cta: join(swapPlaces(ctx.parts.cta, ctx.city, { left: 1 }), signOff),
          tags,
        }),
  };
  const added = [ctx.leadIn, ...ctx.angles, ctx.signOff, ctx.identityLine, ctx.audienceLine, tags.join(" ")].filter(Boolean);
  return { kit, added, hashtags: tags };
}

export function composeKit(request: ComposeRequest): ScriptKit {
  return composeKitWithLines(request).kit;
}
