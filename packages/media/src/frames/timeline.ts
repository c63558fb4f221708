// When each part of a video is on screen. Durations follow reading speed (word counts), then the
// whole is stretched or squeezed into 20-60 s, so a short source still makes a postable video.
import type { VideoSource, VideoVisual } from "@realty/library/video-source";
import { FPS, MAX_SECONDS, MIN_SECONDS } from "./constants.ts";

export type Segment =
  | { kind: "hook"; text: string; start: number; end: number }
  | { kind: "beat"; index: number; text: string; emphasis?: string; start: number; end: number }
  | { kind: "visual"; visual: VideoVisual; start: number; end: number }
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

function drafts(source: VideoSource): Draft[] {
  const list: Draft[] = [
    { segment: { kind: "hook", text: source.hook }, seconds: Math.max(HOOK_MIN_SECONDS, readingSeconds(source.hook)) },
  ];
  const visual = source.visual;
  source.beats.forEach((beat, index) => {
    const segment = { kind: "beat" as const, index, text: beat.text, ...(beat.emphasis ? { emphasis: beat.emphasis } : {}) };
    list.push({ segment, seconds: readingSeconds(beat.text) });
    if (visual && Math.min(visual.afterBeat, source.beats.length - 1) === index) {
      list.push({ segment: { kind: "visual", visual }, seconds: VISUAL_SECONDS });
    }
  });
  list.push({ segment: { kind: "cta", text: source.cta }, seconds: Math.max(CTA_MIN_SECONDS, readingSeconds(source.cta)) });
  return list;
}

export function buildTimeline(source: VideoSource, fps = FPS): Timeline {
  const list = drafts(source);
  const natural = list.reduce((sum, d) => sum + d.seconds, 0);
  const scale = natural < MIN_SECONDS ? MIN_SECONDS / natural : natural > MAX_SECONDS ? MAX_SECONDS / natural : 1;
  let frame = 0;
  const segments = list.map((d) => {
    const length = Math.round(d.seconds * scale * fps);
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
