// The default AI adapter: an offline, deterministic rewrite that needs no account. It keeps the
// script's hook, body and call to action in order and adds only what the agent told us (place,
// specialty, tone), so it can never invent a number, price or claim.
import type { AiPort, PersonalizeRequest } from "../../ports/ai.ts";
import { PLACE_SWAPS, SPECIALTIES, type SpecialtyPhrases, TONES, type TonePhrases } from "./personalizer-phrases.ts";

function clean(value: string | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stable small hash, so the same script always gets the same wording and a set of scripts varies. */
function variant(seed: string): 0 | 1 {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return (h >>> 0) % 2 === 0 ? 0 : 1;
}

/** Swaps "our area", "here in our market"… for the place, keeping a capital at a sentence start. */
export function swapPlaces(text: string, place: string): string {
  if (!place) return text;
  let out = text;
  for (const { pattern, replace } of PLACE_SWAPS) {
    // A function replacement: a place such as "$& Co" must be inserted literally.
    out = out.replace(pattern, (match) => {
      const swapped = replace(place);
      return match.charAt(0) === match.charAt(0).toUpperCase() ? capitalize(swapped) : swapped;
    });
  }
  return out;
}

function specialtyPhrases(specialty: string): SpecialtyPhrases | undefined {
  if (!specialty) return undefined;
  // Own keys only: a specialty such as "toString" must not find Object.prototype.
  const known = Object.hasOwn(SPECIALTIES, specialty) ? SPECIALTIES[specialty] : undefined;
  if (known) return known;
  // A specialty the form does not list (the API takes free text): describe it plainly.
  const plain = specialty.toLowerCase().replace(/&/g, "and");
  return { clients: `clients interested in ${plain}`, label: plain };
}

function tonePhrases(personality: string): TonePhrases | undefined {
  if (!personality) return undefined;
  const known = Object.hasOwn(TONES, personality) ? TONES[personality] : undefined;
  if (known) return known;
  const plain = personality.toLowerCase().replace(/&/g, "and");
  return {
    openings: [`I'll keep this ${plain}, the way I work with every client.`, `I'll keep this ${plain}, so here's what to know.`],
    closing: "I'm here to help whenever you're ready.",
  };
}

/** The sentence after the hook that introduces the agent: place, specialty and tone. */
function bridge(place: string, specialty: SpecialtyPhrases | undefined, tone: TonePhrases | undefined, seed: string) {
  const who = specialty
    ? place
      ? `${specialty.clients} in ${place}`
      : specialty.clients
    : place
      ? `buyers and sellers in ${place}`
      : "";
  const opening = tone?.openings[variant(seed)];
  if (!who) return opening ?? "";
  return `As an agent who works with ${who}, ${opening ?? "I want you to know how this really works."}`;
}

/** The sign-off added to the call to action: who the agent is and the tone's closing line. */
function signOff(place: string, specialty: SpecialtyPhrases | undefined, tone: TonePhrases | undefined) {
  const identity = specialty
    ? `your ${specialty.label} specialist${place ? ` in ${place}` : ""}`
    : place
      ? `your real estate agent in ${place}`
      : "";
  const closing = tone?.closing;
  if (!identity) return closing ? capitalize(closing) : "";
  return `I'm ${identity}, and ${closing ?? "I'm here to help."}`;
}

/** Splits stored content into hook, body paragraphs and call to action (content/README.md). */
function parts(content: string) {
  const paragraphs = content
    .replace(/\\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length >= 3) {
    return { hook: paragraphs[0] ?? "", body: paragraphs.slice(1, -1), cta: paragraphs.at(-1) ?? "" };
  }
  return { hook: paragraphs[0] ?? "", body: [] as string[], cta: paragraphs[1] ?? "" };
}

export function personalizeScript(request: PersonalizeRequest): string {
  const place = clean(request.location);
  const specialty = specialtyPhrases(clean(request.specialty));
  const tone = tonePhrases(clean(request.personality));
  const { hook, body, cta } = parts(request.content);
  const seed = `${request.title}\n${hook}`;

  const swapped = {
    hook: swapPlaces(hook, place) || clean(request.title),
    body: body.map((p) => swapPlaces(p, place)),
    cta: swapPlaces(cta, place),
  };
  const intro = bridge(place, specialty, tone, seed);
  const bodyText = [intro, ...swapped.body].filter(Boolean).join(" ").trim();
  const closing = [swapped.cta, signOff(place, specialty, tone)].filter(Boolean).join(" ").trim();

  const result = [swapped.hook, bodyText, closing].filter(Boolean).join("\n\n");
  // Guarantee the place appears even in a script with no place phrase and no specialty or tone.
  if (place && !result.includes(place)) return `${result}\n\nHere in ${place}, I'm ready when you are.`;
  return result;
}

export function builtinPersonalizer(): AiPort {
  return {
    kind: "builtin",
    async personalize(request) {
      return { ok: true, content: personalizeScript(request) };
    },
  };
}
