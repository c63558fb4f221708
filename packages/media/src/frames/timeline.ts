// When each part of a video is on screen. Durations follow reading speed (word counts), then the
// whole is stretched or squeezed into 20-60 s (the short cut: 20-35 s), so a short source still
// makes a postable video and a short cut stays short.
import type { VideoSource, VideoVisual } from "@realty/library/video-source";
import { type BeatLook, beatLook } from "./beat-look.ts";
import { type Cut, FPS, MAX_SECONDS, MIN_SECONDS, SHORT_MAX_SECONDS, SHORT_MIN_SECONDS } from "./constants.ts";

export type Segment =
  | { kind: "hook"; text: string; start: number; end: number }
  | {
      kind: "beat";
      /** Position in this cut (the "02 / 05" counter), and the beat's index in the full source. */
      index: number;
      sourceIndex: number;
      count: number;
      text: string;
      emphasis?: string;
      look: BeatLook;
      start: number;
      end: number;
    }
  | { kind: "visual"; visual: VideoVisual; start: number; end: number }
  /** The member's own market figures (a branded market video), before the call to action. */
  | { kind: "figures"; start: number; end: number }
  | { kind: "cta"; text: string; start: number; end: number };

export interface Timeline {
  segments: Segment[];
  /** Total frames at FPS. */
  frames: number;
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** Seconds a viewer needs for a line: a base plus about 3.5 words a second, within 3-5 s. */
export function readingSeconds(text: string): number {
  return Math.min(5, Math.max(3, 1.4 + wordCount(text) * 0.29));
}

const VISUAL_SECONDS = 6;
const HOOK_MIN_SECONDS = 3;
const CTA_MIN_SECONDS = 3.5;

/** A segment before it is placed on the timeline (Omit over each member of the union). */
type Unplaced = Segment extends infer S ? (S extends Segment ? Omit<S, "start" | "end"> : never) : never;
type Draft = { segment: Unplaced; seconds: number };

/** The cut's hook and the source's beats it plays, by index, in order. */
export function cutPlan(source: VideoSource, cut: Cut): { hook: string; beats: number[] } {
  const all = source.beats.map((_, i) => i);
  if (cut === "full") return { hook: source.hook, beats: all };
  // A source without its own short cut (tests, a new video in review): its hook and first four beats.
  const short = source.short ?? { hook: source.hook, beats: all.slice(0, 4) };
  return { hook: short.hook, beats: short.beats.filter((i) => i < source.beats.length) };
}

const FIGURES_SECONDS = 5;

export interface TimelineExtras {
  /** Adds the member's local figures scene before the call to action. */
  localFigures?: boolean;
}

function drafts(source: VideoSource, cut: Cut, extras: TimelineExtras = {}): Draft[] {
  const plan = cutPlan(source, cut);
  const list: Draft[] = [
    { segment: { kind: "hook", text: plan.hook }, seconds: Math.max(HOOK_MIN_SECONDS, readingSeconds(plan.hook)) },
  ];
  const visual = source.visual;
  const visualBeat = visual ? Math.min(visual.afterBeat, source.beats.length - 1) : -1;
  plan.beats.forEach((sourceIndex, index) => {
    const beat = source.beats[sourceIndex];
    if (!beat) return;
    const segment = {
      kind: "beat" as const,
      index,
      sourceIndex,
      count: plan.beats.length,
      text: beat.text,
      look: beatLook(beat.text),
      ...(beat.emphasis ? { emphasis: beat.emphasis } : {}),
    };
    list.push({ segment, seconds: readingSeconds(beat.text) });
    if (visual && sourceIndex === visualBeat) list.push({ segment: { kind: "visual", visual }, seconds: VISUAL_SECONDS });
  });
  if (extras.localFigures) list.push({ segment: { kind: "figures" }, seconds: FIGURES_SECONDS });
  list.push({ segment: { kind: "cta", text: source.cta }, seconds: Math.max(CTA_MIN_SECONDS, readingSeconds(source.cta)) });
  return list;
}

export function buildTimeline(source: VideoSource, fps = FPS, cut: Cut = "full", extras: TimelineExtras = {}): Timeline {
  const list = drafts(source, cut, extras);
  const natural = list.reduce((sum, d) => sum + d.seconds, 0);
  const [min, max] = cut === "short" ? [SHORT_MIN_SECONDS, SHORT_MAX_SECONDS] : [MIN_SECONDS, MAX_SECONDS];
  const scale = natural < min ? min / natural : natural > max ? max / natural : 1;
  let frame = 0;
  const segments = list.map((d) => {
    // Rounded toward the limit being enforced, so 35 s never becomes 35.03 s.
    const exact = d.seconds * scale * fps;
    const length = scale < 1 ? Math.floor(exact) : scale > 1 ? Math.ceil(exact) : Math.round(exact);
    const segment = { ...d.segment, start: frame, end: frame + length } as Segment;
    frame += length;
    return segment;
  });
  return { segments, frames: frame };
}

/** The segment on screen at `frame` (the last one past the end). */
export function segmentAt(timeline: Timeline, frame: number): Segment {
  const found = timeline.segments.find((s) => frame >= s.start && frame < s.end);
  const last = timeline.segments[timeline.segments.length - 1];
  if (found) return found;
  if (!last) throw new Error("Empty timeline");
  return last;
}
