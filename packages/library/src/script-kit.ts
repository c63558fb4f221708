// The post kit every library script carries beside its long version (hook, body, cta): a short cut,
// on-screen text, a shot list and a caption per network. Written by hand in content/scripts/*.json,
// never generated at run time; the content test holds every script to these limits.
import { z } from "zod";

/** About 30 seconds spoken. */
export const SHORT_MAX_WORDS = 80;
/** The first three seconds: the strongest short-form hooks land in eight words or fewer. */
export const SHORT_HOOK_MAX_WORDS = 8;
export const BEATS_MIN = 3;
export const BEATS_MAX = 6;
export const BEAT_MAX_WORDS = 10;
/** X counts every link as 23 characters (t.co); the caption, a space and the link fit in 280. */
export const X_LINK_CHARS = 23;
export const X_MAX_CHARS = 280;
export const X_CAPTION_MAX_CHARS = X_MAX_CHARS - X_LINK_CHARS - 1;

export const SCRIPT_LANGUAGES = ["en", "es"] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];

export const SHOT_SETTINGS = ["phone", "office"] as const;

/** How the video is shot; every format but the talking head changes what the shot list says. */
export const SCRIPT_FORMATS = [
  "talking-head",
  "green-screen",
  "text-on-screen",
  "story",
  "myth-vs-fact",
  "list",
  "walk-and-talk",
] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

/** What the call to action asks the viewer to do; the library spreads them so no feed repeats one ask. */
export const CTA_KINDS = [
  "comment-keyword",
  "dm",
  "book-call",
  "visit-page",
  "save",
  "share",
  "reply-question",
  "join-list",
  "follow",
] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const words = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((text) => wordCount(text) <= max, `at most ${max} words`);

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const shortCut = z
  .object({
    hook: words(SHORT_HOOK_MAX_WORDS),
    /** A second opening for A/B tests. Optional in the type (a customized kit has one hook); the library's content check requires it. */
    hookB: words(SHORT_HOOK_MAX_WORDS).optional(),
    body: z.string().trim().min(1),
    cta: z.string().trim().min(1),
  })
  .refine((s) => wordCount(`${s.hook} ${s.body} ${s.cta}`) <= SHORT_MAX_WORDS, `at most ${SHORT_MAX_WORDS} words in all`)
  .refine((s) => s.hookB === undefined || !sameWords(s.hook, s.hookB), "hookB must differ from hook");

export const shot = z.object({
  /** Filmed handheld on a phone (walking, on location) or seated in a home office. */
  setting: z.enum(SHOT_SETTINGS),
  /** What to film, in one line an agent can follow. */
  shot: z.string().trim().min(8).max(160),
});

export const scriptCaptions = z.object({
  /** Instagram and TikTok share one caption. */
  instagram: z.string().trim().min(40).max(2200),
  facebook: z.string().trim().min(40).max(5000),
  linkedin: z.string().trim().min(40).max(3000),
  /** The call to action stays in; the link is added when shared. */
  x: z.string().trim().min(20).max(X_CAPTION_MAX_CHARS),
});

/** The networks a script's captions are written for, in the kit's order. */
export const CAPTION_NETWORKS = Object.keys(scriptCaptions.shape) as (keyof typeof scriptCaptions.shape)[];

export const scriptKit = z.object({
  short: shortCut,
  beats: z.array(words(BEAT_MAX_WORDS)).min(BEATS_MIN).max(BEATS_MAX),
  shots: z.array(shot).min(3).max(8),
  captions: scriptCaptions,
  hashtags: z
    .array(z.string().regex(/^#[A-Za-z0-9]+$/, "a hashtag is # and letters or digits"))
    .min(5)
    .max(10),
  /** Optional in the type for kits composed at run time; the library's content check requires both. */
  format: z.enum(SCRIPT_FORMATS).optional(),
  ctaKind: z.enum(CTA_KINDS).optional(),
  /** One line where the topic needs it (lending, tax, legal, fair housing): what to check or disclose. */
  compliance: z.string().trim().min(10).max(240).optional(),
});

export type ShortCut = z.output<typeof shortCut>;
export type ScriptKit = z.output<typeof scriptKit>;
export type ScriptCaptions = z.output<typeof scriptCaptions>;

export { wordCount };
