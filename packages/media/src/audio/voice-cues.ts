// Captions that follow a voice-over: each sentence of the script gets the time it is spoken.
// When the voice pauses at least as often as the script has sentence breaks (text-to-speech does;
// a careful reader too), the longest pauses are taken as the breaks; otherwise the sentences share
// the spoken part (first sound to last) in proportion to their length, as reading them takes.
import type { Span } from "./speech-spans.ts";

export interface Cue {
  start: number;
  end: number;
  text: string;
}

function byLength(sentences: readonly string[], span: Span): Cue[] {
  const total = sentences.reduce((n, s) => n + s.length, 0) || 1;
  let at = span.start;
  return sentences.map((text) => {
    const start = at;
    at += ((span.end - span.start) * text.length) / total;
    return { start: round(start), end: round(at), text };
  });
}

/** Pauses longest first: the sentence breaks among more runs of sound than sentences. */
function mergeToCount(spans: readonly Span[], count: number): Span[] {
  const merged = spans.map((s) => ({ ...s }));
  while (merged.length > count) {
    let shortest = 1;
    for (let i = 1; i < merged.length; i++) {
      const gap = (merged[i]?.start ?? 0) - (merged[i - 1]?.end ?? 0);
      const best = (merged[shortest]?.start ?? 0) - (merged[shortest - 1]?.end ?? 0);
      if (gap < best) shortest = i;
    }
    const [left, right] = [merged[shortest - 1], merged[shortest]];
    if (!left || !right) break;
    merged.splice(shortest - 1, 2, { start: left.start, end: right.end });
  }
  return merged;
}

export function voiceCues(sentences: readonly string[], spans: readonly Span[]): Cue[] {
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (sentences.length === 0 || !first || !last) return [];
  if (spans.length >= sentences.length) {
    // More runs than sentences (pauses inside a sentence): join across the shortest pauses.
    return mergeToCount(spans, sentences.length).map((s, i) => ({ start: s.start, end: s.end, text: sentences[i] ?? "" }));
  }
  return byLength(sentences, { start: first.start, end: last.end });
}

function stamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`;
}

const cueText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/-->/g, "->")
    .replace(/\n\s*\n/g, "\n");

/** A WebVTT track of the cues, shifted by `offset` seconds (where the voice starts in the video). */
export function voiceCaptionTrack(cues: readonly Cue[], offset = 0): string {
  const body = cues.map((c, i) => `${i + 1}\n${stamp(c.start + offset)} --> ${stamp(c.end + offset)}\n${cueText(c.text)}`);
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
