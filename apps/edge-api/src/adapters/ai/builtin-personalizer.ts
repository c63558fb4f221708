// The default AI adapter: an offline, deterministic composer that needs no account. It builds the
// script from hand-written variants (a hook lead-in per tone, angle lines per specialty and topic
// family, a sign-off) around the script's strongest sentences, so it can never invent a number,
// price or claim. English only: Spanish needs the AI engine (docs/decisions.md).
import type { ScriptKit } from "@realty/contracts/customize";
import { SPECIALTY_OPTIONS, type SpecialtyOption, TONE_OPTIONS, type ToneOption } from "@realty/contracts/customize-options";
import type { AiPort, PersonalizeRequest } from "../../ports/ai.ts";
import { beats, captions, hashtags } from "./kit-extras.ts";
import { DEFAULT_AUDIENCE, NEUTRAL_HOOKS, SPECIALTIES, TONES } from "./personalizer-phrases.ts";
import { spokenCity, swapPlaces } from "./place.ts";
import { pick, scriptParts, sentences, strongest, wordCount } from "./script-parts.ts";
import { SPECIALTY_ANGLES } from "./specialty-angles.ts";
import { NEIGHBOR_FAMILY, type TopicFamily, topicFamily } from "./topic-family.ts";

/** The long version stays within about 90 spoken seconds. */
const LONG_MAX_WORDS = 225;
export const SHORT_MAX_WORDS = 80;
export const SHORT_HOOK_MAX_WORDS = 12;
/** With a specialty, at least this share of the sentences is the specialty's own (issue 13). */
const SPECIALTY_SHARE = 0.4;
/** The fewest of the script's own body sentences the long version keeps. */
const MIN_BODY = 2;

const isSpecialty = (v: string | undefined): v is SpecialtyOption => SPECIALTY_OPTIONS.some((o) => o === v);
const isTone = (v: string | undefined): v is ToneOption => TONE_OPTIONS.some((o) => o === v);

function audienceOf(specialty: SpecialtyOption | undefined, family: TopicFamily): string {
  const phrases = specialty ? SPECIALTIES[specialty] : DEFAULT_AUDIENCE;
  if (family === "buying" || family === "investing") return phrases.buyers;
  if (family === "selling") return phrases.sellers;
  return phrases.everyone;
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

const words = (list: readonly string[]) => list.reduce((n, s) => n + wordCount(s), 0);

/** Everything the agent told us, read into the shapes the composer needs. */
function read(request: PersonalizeRequest) {
  const city = spokenCity(request.location);
  const specialty = isSpecialty(request.specialty) ? request.specialty : undefined;
  const tone = isTone(request.personality) ? request.personality : undefined;
  const parts = scriptParts(request.content);
  const family = topicFamily({ category: request.category, topic: request.topic, content: request.content });
  const seed = `${request.title}\n${parts.hook}`;
  const inCity = city ? ` in ${city}` : "";
  const given = Boolean(city || specialty || tone);
  const hooks = tone ? TONES[tone].hooks : NEUTRAL_HOOKS;
  const leadIn = given ? (hooks[pick(seed, 2)]?.(audienceOf(specialty, family), inCity) ?? "") : "";
  const neighbor = specialty ? SPECIALTY_ANGLES[specialty][NEIGHBOR_FAMILY[family]] : undefined;
  const first = pick(seed, 2);
  const angles = specialty && neighbor ? [...SPECIALTY_ANGLES[specialty][family], neighbor[first] ?? ""] : [];
  /** A fourth line, for scripts whose long hook and call to action would outweigh three. */
  const spareAngle = neighbor?.[1 - first] ?? "";
  const identity = specialty ? `your ${SPECIALTIES[specialty].label} specialist${inCity}` : city ? `your agent${inCity}` : "";
  const closing = tone ? TONES[tone].closing : "I'm here whenever you're ready.";
  const signOff = identity ? `I'm ${identity}, and ${closing}` : tone ? closing.charAt(0).toUpperCase() + closing.slice(1) : "";
  return { city, specialty, family, parts, seed, inCity, given, leadIn, angles, spareAngle, identity, signOff };
}

/**
 * How many body sentences the long version keeps: all that fit, fewer when a specialty must show.
 * A script with a long hook and call to action gets a fourth angle line (added to ctx.angles).
 */
function bodyBudget(ctx: ReturnType<typeof read>, hook: string, cta: string): number {
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

function shortCut(ctx: ReturnType<typeof read>, title: string) {
  const first = sentences(ctx.parts.hook)[0] ?? "";
  const topical = first && wordCount(first) <= SHORT_HOOK_MAX_WORDS ? first : sentence(title);
  const joined = ctx.leadIn && wordCount(`${ctx.leadIn} ${topical}`) <= SHORT_HOOK_MAX_WORDS;
  const hook = joined ? `${ctx.leadIn} ${topical}` : topical;
  // Its own place budget: the short cut names the city in its lead-in and sign-off, like the long one.
  const firstCta = swapPlaces(sentences(ctx.parts.cta)[0] ?? ctx.parts.cta, ctx.city, { left: 1 });
  const cta = [firstCta, ctx.identity ? `I'm ${ctx.identity}.` : ""].filter(Boolean).join(" ");
  const [point, second] = strongest(ctx.parts.body, 2);
  const middle = [...(joined ? [] : [ctx.leadIn]), point, ctx.angles[0], second].filter((s): s is string => Boolean(s));
  // Drop from the end until the cut fits: the second point, the angle, the first point, and the
  // lead-in carrying the city last.
  while (middle.length > 0 && words([hook, ...middle, cta]) > SHORT_MAX_WORDS) middle.pop();
  return { hook, text: [hook, middle.join(" "), cta].filter(Boolean).join("\n\n") };
}

/** The post kit for a script and the agent's inputs; with no inputs, the long version is the original. */
export function composeKit(request: PersonalizeRequest): ScriptKit {
  const ctx = read(request);
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
  const short = shortCut(ctx, request.title);
  const tags = hashtags(ctx.city, ctx.specialty, ctx.family);
  const audienceLine = ctx.given ? `For ${audienceOf(ctx.specialty, ctx.family)}${ctx.inCity}` : "";
  return {
    long: long.filter(Boolean).join("\n\n"),
    short: short.text,
    beats: beats({ title: request.title, audienceLine, body: kept, cta: ctx.parts.cta }),
    captions: captions({
      title: request.title,
      hook: [ctx.leadIn, hook].filter(Boolean).join(" "),
      shortHook: short.hook,
      points: [a0 ?? "", ...strongest(ctx.parts.body, 1)].filter(Boolean),
      cta: [cta, ctx.identity ? `I'm ${ctx.identity}.` : ""].filter(Boolean).join(" "),
      tags,
    }),
  };
}

export function builtinPersonalizer(): AiPort {
  return {
    kind: "builtin",
    languages: ["en"],
    async personalize(request) {
      return { ok: true, kit: composeKit(request) };
    },
  };
}
