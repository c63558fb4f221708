// The WebVTT caption track: one cue per on-screen line, timed from the same timeline as the frames.
import { FPS } from "./constants.ts";
import type { Segment, Timeline } from "./timeline.ts";

function stamp(frame: number, fps: number): string {
  const ms = Math.round((frame / fps) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A cue's text may not contain "-->" or a blank line; "<" and "&" are escaped as VTT requires. */
function cueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/-->/g, "->")
    .replace(/\n\s*\n/g, "\n");
}

/** What a segment says, as its caption: the line itself, a chart's title and source, or the figures. */
export function segmentCaption(s: Segment, figuresLine = ""): string {
  if (s.kind === "visual") return `${s.visual.title}\nSource: ${s.visual.source}`;
  if (s.kind === "figures") return figuresLine;
  return s.text;
}

export function captionTrack(timeline: Timeline, fps = FPS, figuresLine = ""): string {
  const cues = timeline.segments.map((s, i) => {
    const text = segmentCaption(s, figuresLine);
    return `${i + 1}\n${stamp(s.start, fps)} --> ${stamp(s.end, fps)}\n${cueText(text)}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
