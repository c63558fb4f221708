// Editorial checks on one video source (content/videos/sources/<slug>.json) and across all of them.
// The schema holds the shapes and lengths; these hold what a reviewer would: the plan's slug, the
// quarter's palette, readable beats, a source line behind every number, nothing the agent would have
// to fix in a rendered file, charts the renderer can draw, no fair-housing phrase, no recycled beats.

import { FAIR_HOUSING_PHRASES } from "@realty/library/fair-housing";
import type { VideoSource } from "@realty/library/video-source";
import { BEAT_MAX_WORDS, paletteForWeek, videoSource, X_CAPTION_MAX_CHARS } from "@realty/library/video-source";
import { FPS, SHORT_MAX_SECONDS, SHORT_MIN_SECONDS } from "@realty/media/frames/constants";
import { buildTimeline } from "@realty/media/frames/timeline";

export type PlanEntry = { slug: string; week: number; title: string };

const wordCount = (text: string) => text.trim().split(/\s+/).length;
const hasNumber = (text: string) => /\d/.test(text);
// A rendered file cannot be edited by the agent, so no marker or placeholder may reach the screen.
const PLACEHOLDER = /\[verify\]|\[[^\]]*\]|\{[^}]*\}|lorem|ipsum|TODO/i;
// The renderer draws the text into the frame with its own fonts, where an emoji glyph may be missing.
const EMOJI = /\p{Extended_Pictographic}/u;

function onScreenTexts(source: VideoSource): string[] {
  const texts = [source.hook, ...source.beats.map((beat) => beat.text), source.cta];
  if (source.short) texts.push(source.short.hook);
  if (source.visual) texts.push(source.visual.title);
  return texts;
}

// A chart's source line names a dated publication, or says plainly that the numbers are worked math.
const DATED_OR_EXAMPLE = /\b(19|20)\d{2}\b|example|illustration|math/i;

/** What the renderer needs to draw a chart honestly: a dated source, distinct labels, a sane gauge. */
function visualProblems(visual: NonNullable<VideoSource["visual"]>): string[] {
  const problems: string[] = [];
  if (!DATED_OR_EXAMPLE.test(visual.source)) problems.push("chart source has no year and is not marked as example math");
  if (visual.kind === "gauge") {
    const limits = visual.zones.map((zone) => zone.upTo);
    if (visual.value < visual.min || visual.value > visual.max) problems.push("gauge value outside min-max");
    if (limits.some((limit, index) => limit <= (index === 0 ? visual.min : (limits[index - 1] ?? visual.min)))) {
      problems.push("gauge zones do not rise from min");
    }
    if (limits.at(-1) !== visual.max) problems.push("last gauge zone does not end at max");
    return problems;
  }
  const labels = (visual.kind === "bars" ? visual.bars : visual.points).map((datum) => datum.label);
  if (new Set(labels).size !== labels.length) problems.push("chart labels repeat");
  return problems;
}

/**
 * The short cut a reviewer would pass: present, its beats real and in the full video's order, the
 * chart's own beat kept when the chart plays (so the chart never loses its context), readable in
 * 20-35 s.
 */
function shortCutProblems(source: VideoSource): string[] {
  const short = source.short;
  if (!short) return ["no short cut"];
  const problems: string[] = [];
  const ascending = short.beats.every((beat, i) => i === 0 || beat > (short.beats[i - 1] ?? -1));
  if (!ascending) problems.push("short cut beats are not in order, or repeat");
  if (short.beats.some((beat) => beat >= source.beats.length)) problems.push("short cut names a beat that does not exist");
  if (source.visual && !short.beats.includes(source.visual.afterBeat)) problems.push("short cut leaves out the chart's beat");
  // The schema caps the short cut at 5 beats of at most 14 words, which the timeline fits into
  // 20-35 s; this holds the rendered length itself, whatever the timeline's rules become.
  const seconds = buildTimeline(source, FPS, "short").frames / FPS;
  if (seconds < SHORT_MIN_SECONDS || seconds > SHORT_MAX_SECONDS) {
    problems.push(`short cut runs ${seconds.toFixed(1)} s, not ${SHORT_MIN_SECONDS}-${SHORT_MAX_SECONDS} s`);
  }
  return problems;
}

/** Everything wrong with one source, as readable strings; empty when it is fine. */
export function sourceProblems(raw: unknown, entry: PlanEntry): string[] {
  const parsed = videoSource.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `schema: ${issue.path.join(".")} ${issue.message}`);
  const source = parsed.data;
  const problems: string[] = [];
  if (source.slug !== entry.slug) problems.push(`slug ${source.slug} is not the plan's ${entry.slug}`);
  const palette = paletteForWeek(entry.week);
  if (source.palette !== palette) problems.push(`palette ${source.palette}, week ${entry.week} wants ${palette}`);
  source.beats.forEach((beat, index) => {
    if (wordCount(beat.text) > BEAT_MAX_WORDS) problems.push(`beat ${index} has more than ${BEAT_MAX_WORDS} words`);
    if (beat.emphasis && !beat.text.includes(beat.emphasis)) problems.push(`beat ${index} emphasis not in its text`);
  });
  problems.push(...shortCutProblems(source));
  const screen = onScreenTexts(source);
  if ((screen.some(hasNumber) || source.visual !== undefined) && source.sources.length === 0) {
    problems.push("states a number on screen with no sources entry");
  }
  for (const text of screen) {
    if (PLACEHOLDER.test(text)) problems.push(`marker or placeholder on screen: "${text}"`);
    if (EMOJI.test(text)) problems.push(`emoji on screen: "${text}"`);
  }
  if (source.visual) {
    if (source.visual.afterBeat >= source.beats.length) problems.push("visual after a beat that does not exist");
    problems.push(...visualProblems(source.visual));
  }
  for (const [network, caption] of Object.entries(source.captions)) {
    if (hasNumber(caption) && source.sources.length === 0 && !caption.includes("[verify]")) {
      problems.push(`${network} caption states a number with no source or [verify]`);
    }
    if (/lorem|ipsum|TODO|\{city\}/i.test(caption)) problems.push(`${network} caption has placeholder text`);
  }
  const xPost = `${source.captions.x} ${source.hashtags.join(" ")}`;
  if (xPost.length > X_CAPTION_MAX_CHARS) problems.push(`X caption with hashtags is ${xPost.length} characters`);
  const everything = [...screen, ...Object.values(source.captions)].join("\n").toLowerCase();
  for (const phrase of FAIR_HOUSING_PHRASES) {
    if (everything.includes(phrase)) problems.push(`fair-housing phrase "${phrase}"`);
  }
  const tags = source.hashtags.map((tag) => tag.toLowerCase());
  if (new Set(tags).size !== tags.length) problems.push("a hashtag appears twice");
  return problems;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%$]+/g, " ")
    .trim();

/** Beat or hook texts that appear in more than one video. */
export function sharedLines(sources: VideoSource[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const source of sources) {
    const hooks = source.short ? [source.hook, source.short.hook] : [source.hook];
    for (const text of [...hooks, ...source.beats.map((beat) => beat.text)]) {
      const key = normalize(text);
      const owner = seen.get(key);
      if (owner !== undefined && owner !== source.slug) shared.push(`"${text}" in ${owner} and ${source.slug}`);
      seen.set(key, source.slug);
    }
  }
  return shared;
}
