// What the built-in composer knows about one request: the agent's inputs read into the lines it
// will use (lead-in, angle lines, sign-off), and the script's parts.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";
import { SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import type { PersonalizeRequest } from "../../ports/ai.ts";
import { DEFAULT_AUDIENCE, NEUTRAL_HOOKS, SPECIALTIES, TONES } from "./personalizer-phrases.ts";
import { spokenCity } from "./place.ts";
import { pick, scriptParts } from "./script-parts.ts";
import { SPECIALTY_ANGLES } from "./specialty-angles.ts";
import { NEIGHBOR_FAMILY, type TopicFamily, topicFamily } from "./topic-family.ts";

const isSpecialty = (v: string | undefined): v is SpecialtyOption => SPECIALTY_OPTIONS.some((o) => o === v);
const isTone = (v: string | undefined): v is ToneOption => TONE_OPTIONS.some((o) => o === v);

export function audienceOf(specialty: SpecialtyOption | undefined, family: TopicFamily): string {
  const phrases = specialty ? SPECIALTIES[specialty] : DEFAULT_AUDIENCE;
  if (family === "buying" || family === "investing") return phrases.buyers;
  if (family === "selling") return phrases.sellers;
  return phrases.everyone;
}

export /** Everything the agent told us, read into the shapes the composer needs. */
function readRequest(request: PersonalizeRequest) {
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

export type ComposeContext = ReturnType<typeof readRequest>;
