// The parts of a post kit built around the script: on-screen beats, hashtags and one caption per
// network. Built only from the script's own sentences and the agent's inputs, so nothing is invented.
import type { KitCaptions } from "@realty/contracts/customize";
import type { SpecialtyOption } from "@realty/contracts/customize-options";
import { type ScriptCaptions, X_CAPTION_MAX_CHARS } from "@realty/library/script-kit";
import { BEAT_MESSAGE_ES, BEAT_SAVE_ES, SPECIALTY_TAGS_ES } from "./personalizer-phrases-es.ts";
import { hashtagWord, swapPlaces } from "./place.ts";
import { sentences, standalone } from "./script-parts.ts";
import type { TopicFamily } from "./topic-family.ts";

// The link is added when the X caption is shared: the caption keeps room for it (t.co counts 23).
export const X_MAX = X_CAPTION_MAX_CHARS;

const SPECIALTY_TAGS: Record<SpecialtyOption, readonly string[]> = {
  "Luxury Homes": ["#LuxuryHomes", "#LuxuryRealEstate"],
  "First Time Home Buyers": ["#FirstTimeHomeBuyer", "#FirstHome"],
  "Investment Properties": ["#RealEstateInvesting", "#RentalProperty"],
  "Commercial Real Estate": ["#CommercialRealEstate", "#CRE"],
  "Condos & Townhomes": ["#CondoLiving", "#Townhomes"],
  "New Construction": ["#NewConstruction", "#NewHome"],
  "Foreclosures & Short Sales": ["#Foreclosures", "#ShortSale"],
  "Senior Housing": ["#SeniorLiving", "#Downsizing"],
  "Rural Properties": ["#RuralProperty", "#Acreage"],
  "Waterfront Properties": ["#WaterfrontHomes", "#Waterfront"],
};

const FAMILY_TAGS: Record<TopicFamily, readonly string[]> = {
  buying: ["#HomeBuying", "#HomeBuyerTips"],
  selling: ["#HomeSelling", "#SellingYourHome"],
  market: ["#HousingMarket", "#MarketUpdate"],
  investing: ["#RealEstateInvesting", "#InvestmentProperty"],
  local: ["#NeighborhoodGuide", "#LocalRealEstate"],
};

/** 5–10 hashtags: the city first (the captions' point), then specialty, the script's own, topic, trade. */
export function hashtags(
  city: string,
  specialty: SpecialtyOption | undefined,
  family: TopicFamily,
  authored: readonly string[] = [],
  spanish = false,
): string[] {
  const word = city ? hashtagWord(city) : "";
  // Spanish posts: "#BienesRaicesAustin" is how Spanish-speaking agents tag the city (no accent in tags).
  const cityTags = spanish ? [`#${word}`, `#BienesRaices${word}`] : [`#${word}`, `#${word}RealEstate`];
  const tags = [
    ...(word ? cityTags : []),
    ...(specialty ? (spanish ? SPECIALTY_TAGS_ES : SPECIALTY_TAGS)[specialty] : []),
    ...authored,
    ...(authored.length > 0 || spanish ? [] : FAMILY_TAGS[family]),
    ...(spanish ? ["#BienesRaices", "#EnEspanol"] : ["#RealEstate", "#RealEstateTips"]),
  ];
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase())).slice(0, 10);
}

/**
 * The script's hand-written captions, personalized: its place phrase names the city, the sign-off
 * follows on Facebook and LinkedIn, the hashtags close Instagram, and X gets the city tag when it fits.
 */
export function authoredCaptions(
  written: ScriptCaptions,
  input: { city: string; signOff: string; tags: readonly string[] },
): KitCaptions {
  const swap = (text: string) => swapPlaces(text, input.city, { left: 1 });
  const withSignOff = (text: string) => [swap(text), input.signOff].filter(Boolean).join(" ");
  const cityTag = input.city ? (input.tags[0] ?? "") : "";
  const x = swap(written.x);
  return {
    instagram: [withSignOff(written.instagram), input.tags.join(" ")].filter(Boolean).join("\n\n"),
    facebook: [withSignOff(written.facebook), input.tags.slice(0, 3).join(" ")].filter(Boolean).join("\n\n"),
    linkedin: [withSignOff(written.linkedin), input.tags.slice(0, 3).join(" ")].filter(Boolean).join("\n\n"),
    x: cityTag && `${x} ${cityTag}`.length <= X_MAX ? `${x} ${cityTag}` : x,
  };
}

/** "Comment LOW DOWN" from a call to action that asks for a keyword; undefined otherwise. */
export function ctaAction(cta: string): string | undefined {
  // Case-sensitive on purpose: the keyword is the run of capitals after the verb.
  const match =
    /\b([Ee]scr[ií]beme|[Cc]om[eé]ntame|[Cc]omenta|[Mm][aá]ndame|[Rr]esponde|[Cc]omment|[Dd][Mm] me|[Tt]ext me|[Mm]essage me|[Rr]eply(?: with)?|[Tt]ext)\s+(?:the word\s+|la palabra\s+)?["'‘“]?([A-Z][A-Z0-9']+(?: [A-Z][A-Z0-9']+)*)\b/u.exec(
      cta,
    );
  const verb = match?.[1];
  const keyword = match?.[2];
  if (!verb || !keyword) return undefined;
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${keyword}`;
}

/** 3–6 on-screen beats of a few words each. */
export function beats(input: {
  title: string;
  audienceLine: string;
  body: readonly string[];
  cta: string;
  spanish?: boolean;
}): string[] {
  const short = standalone(input.body, 10).slice(0, 2);
  const message = input.spanish ? BEAT_MESSAGE_ES : "Send me a message";
  const list = [input.title, input.audienceLine, ...short, ctaAction(input.cta) ?? message].filter(Boolean);
  if (list.length < 3) list.splice(1, 0, input.spanish ? BEAT_SAVE_ES : "Save this for later");
  return list.slice(0, 6);
}

/** The X post: hook, then the call to action kept whole when it fits, at most 280 characters. */
function xCaption(hook: string, cta: string, tags: readonly string[]): string {
  const firstCta = sentences(cta)[0] ?? cta;
  const action = ctaAction(cta);
  const options = [
    [hook, cta, tags.slice(0, 2).join(" ")],
    [hook, firstCta, tags.slice(0, 2).join(" ")],
    [hook, firstCta, tags[0] ?? ""],
    [hook, action ? `${action}.` : firstCta, tags[0] ?? ""],
  ];
  for (const parts of options) {
    const text = parts.filter(Boolean).join(" ");
    if (text.length <= X_MAX) return text;
  }
  const tail = ` ${action ? `${action}.` : firstCta}`;
  return `${hook.slice(0, Math.max(0, X_MAX - tail.length - 1)).trimEnd()}…${tail}`.slice(0, X_MAX);
}

export function captions(input: {
  title: string;
  hook: string;
  shortHook: string;
  points: readonly string[];
  cta: string;
  tags: readonly string[];
}): KitCaptions {
  const [first = "", second = ""] = input.points;
  const few = input.tags.slice(0, 3).join(" ");
  return {
    instagram: [input.shortHook, first, input.cta, input.tags.join(" ")].filter(Boolean).join("\n\n"),
    facebook: [input.hook, [first, second].filter(Boolean).join(" "), input.cta, few].filter(Boolean).join("\n\n"),
    linkedin: [input.title, first, input.cta, few].filter(Boolean).join("\n\n"),
    x: xCaption(input.shortHook, input.cta, input.tags),
  };
}
