// What the built-in composer knows about one request: the agent's inputs read into the lines it
// will use (lead-in, angle lines, sign-off), and the script's parts.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";
import { SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { angleLines, closestFirst } from "./angle-lines.ts";
import type { ComposeRequest } from "./compose-request.ts";
import { DEFAULT_AUDIENCE, NEUTRAL_HOOKS, SPECIALTIES, TONES } from "./personalizer-phrases.ts";
import {
  DEFAULT_AUDIENCE_ES,
  DEFAULT_CLOSING_ES,
  NEUTRAL_HOOKS_ES,
  SPECIALTIES_ES,
  TONES_ES,
} from "./personalizer-phrases-es.ts";
import { spokenCity } from "./place.ts";
import { pick, scriptParts } from "./script-parts.ts";
import { type TopicFamily, topicFamily } from "./topic-family.ts";

const isSpecialty = (v: string | undefined): v is SpecialtyOption => SPECIALTY_OPTIONS.some((o) => o === v);
const isTone = (v: string | undefined): v is ToneOption => TONE_OPTIONS.some((o) => o === v);

export function audienceOf(specialty: SpecialtyOption | undefined, family: TopicFamily, spanish = false): string {
  const phrases = spanish
    ? specialty
      ? SPECIALTIES_ES[specialty]
      : DEFAULT_AUDIENCE_ES
    : specialty
      ? SPECIALTIES[specialty]
      : DEFAULT_AUDIENCE;
  if (family === "buying" || family === "investing") return phrases.buyers;
  if (family === "selling") return phrases.sellers;
  return phrases.everyone;
}

/** Capital after any opening "¡" or "¿". */
function capitalize(text: string): string {
  return text.replace(/^([¡¿]?)(\p{L})/u, (_m, mark: string, letter: string) => `${mark}${letter.toUpperCase()}`);
}

export /** Everything the agent told us, read into the shapes the composer needs. */
function readRequest(request: ComposeRequest) {
  const city = spokenCity(request.location);
  const specialty = isSpecialty(request.specialty) ? request.specialty : undefined;
  const tone = isTone(request.personality) ? request.personality : undefined;
  const parts = scriptParts(request.content);
  const family = topicFamily({ category: request.category, topic: request.topic, content: request.content });
  const seed = `${request.title}\n${parts.hook}`;
  // A Spanish script is personalized with the Spanish lines (personalizer-phrases-es.ts).
  const es = request.sourceLanguage === "es";
  const inCity = city ? (es ? ` en ${city}` : ` in ${city}`) : "";
  const given = Boolean(city || specialty || tone);
  const hooks = tone ? (es ? TONES_ES : TONES)[tone].hooks : es ? NEUTRAL_HOOKS_ES : NEUTRAL_HOOKS;
  const audience = audienceOf(specialty, family, es);
  const leadIn = given ? (hooks[pick(seed, 2)]?.(audience, inCity) ?? "") : "";
  const angles = closestFirst(angleLines({ specialty, topic: request.topic, family, es }), request.content);
  const label = specialty ? (es ? SPECIALTIES_ES : SPECIALTIES)[specialty].label : "";
  const identity = es
    ? specialty
      ? `tu especialista en ${label}${inCity}`
      : city
        ? `tu agente${inCity}`
        : ""
    : specialty
      ? `your ${label} specialist${inCity}`
      : city
        ? `your agent${inCity}`
        : "";
  const closing = tone ? (es ? TONES_ES : TONES)[tone].closing : es ? DEFAULT_CLOSING_ES : "I'm here whenever you're ready.";
  const signOff = identity
    ? es
      ? `Soy ${identity}, y ${closing}`
      : `I'm ${identity}, and ${closing}`
    : tone
      ? capitalize(closing)
      : "";
  /** "I'm your agent in Austin." / "Soy tu agente en Austin.": the captions' and short cut's sign-off. */
  const identityLine = identity ? (es ? `Soy ${identity}.` : `I'm ${identity}.`) : "";
  /** The on-screen beat naming the audience and the city. */
  const audienceLine = given ? `${es ? "Para" : "For"} ${audience}${inCity}` : "";
  return {
    es,
    city,
    specialty,
    family,
    parts,
    seed,
    inCity,
    given,
    leadIn,
    angles,
    identity,
    identityLine,
    audienceLine,
    signOff,
  };
}

export type ComposeContext = ReturnType<typeof readRequest>;
