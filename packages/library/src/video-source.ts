// The declarative source of one library video (content/videos/sources/<slug>.json): everything the
// renderer draws, the caption track it writes and the posting captions a member copies. Reviewed like
// the scripts: the content test holds every source to these limits.
import { z } from "zod";

/** One idea a beat, readable in 3-5 seconds: at most this many words on screen. */
export const BEAT_MAX_WORDS = 14;
export const BEATS_MIN = 6;
export const BEATS_MAX = 12;
export const X_CAPTION_MAX_CHARS = 280;

/** A quarter of the 52-week plan gives the video its palette (weeks 1-13, 14-26, 27-39, 40-52). */
export const PALETTES = ["market-foundation", "authority-building", "expert-status", "market-domination"] as const;
export type Palette = (typeof PALETTES)[number];

export function paletteForWeek(week: number): Palette {
  const index = Math.min(3, Math.max(0, Math.floor((week - 1) / 13)));
  return PALETTES[index] ?? "market-foundation";
}

const words = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((text) => text.split(/\s+/).length <= max, `at most ${max} words`);

export const videoBeat = z.object({
  /** The on-screen line; it is also the caption cue for the beat. */
  text: words(BEAT_MAX_WORDS),
  /** A word or number from `text` drawn in the accent colour. */
  emphasis: z.string().trim().min(1).optional(),
});

const datum = z.object({ label: z.string().trim().min(1).max(24), value: z.number().finite() });

const visualBase = {
  /** Heading above the chart, at most 8 words. */
  title: words(8),
  /** How values read: "$" prefix, "%" or a word suffix such as "months". */
  unit: z.string().trim().max(12),
  /** Shown under the chart: who published the numbers, and when. Required for every number. */
  source: z.string().trim().min(8),
  /** The beat index after which the chart holds the screen (5-7 s). */
  afterBeat: z.number().int().min(0),
};

export const videoVisual = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("bars"), ...visualBase, bars: z.array(datum).min(2).max(6) }),
  z.object({ kind: z.literal("line"), ...visualBase, points: z.array(datum).min(3).max(12) }),
  z.object({
    kind: z.literal("gauge"),
    ...visualBase,
    value: z.number().finite(),
    min: z.number().finite(),
    max: z.number().finite(),
    /** Bands from min upward, e.g. seller's / balanced / buyer's market by months of supply. */
    zones: z
      .array(z.object({ upTo: z.number().finite(), label: z.string().trim().min(1).max(24) }))
      .min(2)
      .max(4),
  }),
]);

/** The short cut's opening line: on screen from the first frame, so it must read in a second. */
export const SHORT_HOOK_MAX_WORDS = 8;
export const SHORT_BEATS_MIN = 3;
export const SHORT_BEATS_MAX = 5;

/**
 * The 20-35 s cut for Reels, TikTok, Shorts and feeds: its own hook, then a few of the full
 * video's beats by index (so every fact on screen is one the full source already states), the
 * chart when its beat is chosen, and the same call to action.
 */
export const videoShortCut = z.object({
  hook: words(SHORT_HOOK_MAX_WORDS),
  /** Indexes into `beats`, ascending, each once. */
  beats: z.array(z.number().int().min(0)).min(SHORT_BEATS_MIN).max(SHORT_BEATS_MAX),
});

export const videoSource = z.object({
  /** Matches the entry in content/videos/videos.json. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  palette: z.enum(PALETTES),
  /** The opening line, on screen in the first 3 seconds: at most 10 words. */
  hook: words(10),
  beats: z.array(videoBeat).min(BEATS_MIN).max(BEATS_MAX),
  visual: videoVisual.optional(),
  /** The last line before the agent's end card, at most 12 words. */
  cta: words(12),
  /** The short cut; the content test requires one in every library source. */
  short: videoShortCut.optional(),
  /** Where the beats' facts come from; required when any beat or caption states a number. */
  sources: z.array(z.string().trim().min(8)).default([]),
  /** Ready-to-post captions, in the agent's voice; `[verify]` marks a local fact the agent checks. */
  captions: z.object({
    instagram: z.string().trim().min(40).max(2200),
    tiktok: z.string().trim().min(20).max(2200),
    facebook: z.string().trim().min(40).max(5000),
    linkedin: z.string().trim().min(40).max(3000),
    youtube: z.string().trim().min(40).max(5000),
    x: z.string().trim().min(20).max(X_CAPTION_MAX_CHARS),
  }),
  hashtags: z
    .array(z.string().regex(/^#[A-Za-z0-9]+$/))
    .min(3)
    .max(10),
});

export type VideoBeat = z.output<typeof videoBeat>;
export type VideoVisual = z.output<typeof videoVisual>;
export type VideoSource = z.output<typeof videoSource>;
export type VideoShortCut = z.output<typeof videoShortCut>;

/** What a library video row keeps of its source for posting: the six captions and the hashtags. */
export type VideoPostCaptions = Pick<VideoSource, "captions" | "hashtags">;
