// Where a voice track speaks: the runs of sound between pauses, found from the loudness of short
// windows. Caption timing for a voice-over is read from these (docs/decisions/).
import type { Pcm } from "./wav.ts";

export interface Span {
  start: number;
  end: number;
}

/** 20 ms windows: short enough to find a breath between sentences. */
const WINDOW_SECONDS = 0.02;
/** A window quieter than this (RMS, about -40 dBFS) is a pause. */
const SILENCE_RMS = 0.01;
/** A pause shorter than this is inside a sentence (between words). */
export const MIN_PAUSE_SECONDS = 0.25;

/** The runs of sound in a track, merged across pauses shorter than `minPause` seconds. */
export function speechSpans(pcm: Pcm, minPause = MIN_PAUSE_SECONDS): Span[] {
  const frame = Math.max(1, Math.round(pcm.sampleRate * WINDOW_SECONDS)) * pcm.channels;
  const spans: Span[] = [];
  let open: Span | null = null;
  for (let at = 0; at < pcm.samples.length; at += frame) {
    let sum = 0;
    const end = Math.min(pcm.samples.length, at + frame);
    for (let i = at; i < end; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    const loud = Math.sqrt(sum / Math.max(1, end - at)) >= SILENCE_RMS;
    const t = at / pcm.channels / pcm.sampleRate;
    const tEnd = end / pcm.channels / pcm.sampleRate;
    if (!loud) continue;
    if (open && t - open.end < minPause) open.end = tEnd;
    else {
      open = { start: t, end: tEnd };
      spans.push(open);
    }
  }
  return spans.map((s) => ({ start: round(s.start), end: round(s.end) }));
}

const round = (n: number) => Math.round(n * 1000) / 1000;
