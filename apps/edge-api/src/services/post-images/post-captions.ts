// A post's captions per network (Instagram, Facebook, LinkedIn, X) in the member's words: the same
// built-in engine as scripts names their city, specialty and tone (from their saved defaults), a
// market post states their figures for the month, and the same guard as scripts checks every
// caption against the post it came from, then the fair-housing linter reads every caption. A
// caption the guard faults, or one the personalization brought a flagged phrase into, falls back to
// the post as written: a caption never loses a step or a fact, nor breaks the rule, to be personal.
import type { KitCaptions } from "@realty/contracts/customize";
import { type FairHousingFlag, lintFairHousing } from "@realty/library/fair-housing";
import { CAPTION_NETWORKS, X_CAPTION_MAX_CHARS } from "@realty/library/script-kit";
import {
  figuresComplete,
  isMarketPost,
  type MarketFigures,
  monthLabel,
  percentChange,
} from "@realty/media/post-images/market-fields";
import { readRequest } from "@realty/personalizer/compose-context";
import { authoredCaptions, hashtags } from "@realty/personalizer/kit-extras";
import { checkOutput } from "../ai/guard/check-output.ts";

export interface CaptionMember {
  location: string | null;
  specialty: string | null;
  personality: string | null;
}

export interface PostCaptions {
  captions: KitCaptions;
  /** What the captions were personalized to (the member's saved defaults). */
  personalizedFor: CaptionMember;
  /** False when the guard refused the personalized version and the post's own text was used. */
  personalized: boolean;
  fairHousing: CaptionFairHousing;
}

export interface CaptionFairHousing {
  /** The flagged phrases left in the captions returned (none for the library's own posts). */
  flags: FairHousingFlag[];
  /** What the member reads beside the captions: why the personal version was set aside, or what to fix. */
  message: string | null;
}

function lintCaptions(captions: KitCaptions): FairHousingFlag[] {
  const flags = lintFairHousing(CAPTION_NETWORKS.map((n) => captions[n]).join("\n"));
  // One flag per phrase: the same words in four captions are one thing to fix.
  return flags.filter((f, i) => flags.findIndex((g) => g.phrase.toLowerCase() === f.phrase.toLowerCase()) === i);
}

function fairHousingNotice(withdrawn: FairHousingFlag[], left: FairHousingFlag[]): CaptionFairHousing {
  const [kept] = left;
  if (kept) {
    return {
      flags: left,
      message: `Check before posting: “${kept.phrase}” may break fair-housing advertising rules. ${kept.suggestion}`,
    };
  }
  const [dropped] = withdrawn;
  if (!dropped) return { flags: [], message: null };
  return {
    flags: [],
    message:
      `Your personalized captions said “${dropped.phrase}”, which fair-housing rules advise against in an ad, ` +
      "so these captions use the post's own words. The city, specialty and tone come from your last script customization.",
  };
}

const TAG_LINE = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;

/** The post's text without its closing hashtag line, and those hashtags. */
export function splitTags(content: string): { body: string; tags: string[] } {
  const lines = content.trim().split("\n");
  const tags: string[] = [];
  while (lines.length > 1 && TAG_LINE.test((lines.at(-1) ?? "").trim())) {
    tags.unshift(...(lines.pop() ?? "").trim().split(/\s+/));
  }
  return { body: lines.join("\n").trim(), tags };
}

const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/** "Austin, TX, November 2026: median price $425,000 (up 1.7% from last month), ..." */
export function figuresSentence(f: MarketFigures): string | null {
  if (!figuresComplete(f) || f.month === null || f.medianPrice === null) return null;
  const change = percentChange(f.medianPrice, f.priorMonthMedianPrice);
  const trend = change === null ? "" : ` (${change >= 0 ? "up" : "down"} ${Math.abs(change).toFixed(1)}% from last month)`;
  return (
    `${f.area} in ${monthLabel(f.month)}: median price ${dollars(f.medianPrice)}${trend}, ` +
    `${f.daysOnMarket} days on market, ${f.monthsOfSupply?.toFixed(1)} months of supply, ` +
    `${f.newListings?.toLocaleString("en-US")} new listings. Source: ${f.source}.`
  );
}

/**
 * X: the opening line (with the first item when it introduces a list) and the call to action,
 * dropping from the end what does not fit.
 */
function xSource(lines: readonly string[]): string {
  const first = lines[0] ?? "";
  const opening = first.trim().endsWith(":") && lines[1] ? `${first} ${lines[1]}` : first;
  const last = lines.length > 2 ? (lines.at(-1) ?? "") : "";
  // Room for a city tag the personalizer may append.
  const room = X_CAPTION_MAX_CHARS - 30;
  for (const option of [[opening, last], [opening], [first]]) {
    const text = option.filter(Boolean).join(" ");
    if (text.length <= room) return text;
  }
  return first.slice(0, room);
}

function withoutTags(caption: string): string {
  return caption
    .split("\n\n")
    .filter((p) => !TAG_LINE.test(p.trim()))
    .join("\n\n");
}

export function postCaptions(
  post: { title: string; content: string; category: string },
  member: CaptionMember,
  figures: MarketFigures | null,
): PostCaptions {
  const { body, tags: authoredTags } = splitTags(post.content);
  const lines = body.split("\n").filter((l) => l.trim());
  const stated = figures && isMarketPost(post) ? figuresSentence(figures) : null;
  // The figures follow the opening line, where a reader looks for "what's the market doing".
  const full = stated ? [lines[0] ?? "", stated, ...lines.slice(1)] : lines;
  const written = { instagram: full.join("\n"), facebook: full.join("\n"), linkedin: full.join("\n"), x: xSource(lines) };
  const ctx = readRequest({
    title: post.title,
    content: body,
    category: isMarketPost(post) ? "market" : null,
    location: member.location ?? undefined,
    specialty: member.specialty ?? undefined,
    personality: member.personality ?? undefined,
  });
  const tags = hashtags(ctx.city, ctx.specialty, ctx.family, authoredTags);
  const personal = authoredCaptions(written, { city: ctx.city, signOff: ctx.signOff, tags });
  const faulted = CAPTION_NETWORKS.some(
    (network) =>
      checkOutput({
        original: written[network],
        output: withoutTags(personal[network]),
        added: ctx.signOff ? [ctx.signOff] : [],
        // The city's hashtag ("#RoundRock") is the city too, written as one word.
        placeWords: ctx.city ? [ctx.city, ctx.city.replace(/\s+/g, "")] : [],
      }).length > 0,
  );
  const personalFlags = lintCaptions(personal);
  const plain = authoredCaptions(written, { city: "", signOff: "", tags: authoredTags });
  const plainFlags = lintCaptions(plain);
  // A flag the post as written carries too is the post's, not the personalization's.
  const brought = personalFlags.filter((f) => !plainFlags.some((g) => g.phrase.toLowerCase() === f.phrase.toLowerCase()));
  if (!faulted && brought.length === 0) {
    return { captions: personal, personalizedFor: member, personalized: true, fairHousing: fairHousingNotice([], personalFlags) };
  }
  return { captions: plain, personalizedFor: member, personalized: false, fairHousing: fairHousingNotice(brought, plainFlags) };
}
