// Caption timing from a voice track: each sentence on the run of sound that speaks it.
import { describe, expect, it } from "vitest";
import { speechSpans } from "./speech-spans.ts";
import { voiceCaptionTrack, voiceCues } from "./voice-cues.ts";
import { readWav, writeWav } from "./wav.ts";

const RATE = 16_000;

/** A track with a tone during each [start, end) and silence elsewhere. */
function track(seconds: number, spoken: [number, number][]): Uint8Array {
  const samples = new Float32Array(seconds * RATE);
  for (const [start, end] of spoken) {
    for (let i = start * RATE; i < end * RATE; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 180 * i) / RATE);
  }
  return writeWav({ sampleRate: RATE, channels: 1, samples });
}

function spansOf(wav: Uint8Array) {
  const pcm = readWav(wav);
  if (!pcm) throw new Error("not WAV");
  return speechSpans(pcm);
}

describe("voice captions", () => {
  it("reads back the WAV it writes", () => {
    const pcm = readWav(track(2, [[0.5, 1]]));
    expect(pcm).toMatchObject({ sampleRate: RATE, channels: 1 });
    expect(pcm?.samples.length).toBe(2 * RATE);
  });

  it("finds the runs of sound, joining the short gaps between words", () => {
    const spans = spansOf(
      track(6, [
        [0.5, 1.5],
        [1.6, 2],
        [3, 4.5],
      ]),
    );
    expect(spans).toHaveLength(2);
    expect(spans[0]?.start).toBeCloseTo(0.5, 1);
    expect(spans[0]?.end).toBeCloseTo(2, 1);
    expect(spans[1]?.start).toBeCloseTo(3, 1);
  });

  it("gives each sentence its own run when the voice pauses between sentences, the longest pauses first", () => {
    const spans = [
      { start: 0.5, end: 1.5 },
      { start: 1.8, end: 2.4 },
      { start: 3.5, end: 5 },
    ];
    const cues = voiceCues(["One tour is never enough.", "Visit three times."], spans);
    expect(cues).toEqual([
      { start: 0.5, end: 2.4, text: "One tour is never enough." },
      { start: 3.5, end: 5, text: "Visit three times." },
    ]);
  });

  it("spreads the sentences over the spoken part by their length when the voice never pauses", () => {
    const cues = voiceCues(["Short.", "A sentence three times longer."], [{ start: 1, end: 8 }]);
    expect(cues[0]).toMatchObject({ start: 1, text: "Short." });
    expect(cues[1]?.end).toBe(8);
    expect((cues[1]?.end ?? 0) - (cues[1]?.start ?? 0)).toBeGreaterThan(3 * ((cues[0]?.end ?? 0) - (cues[0]?.start ?? 0)));
  });

  it("writes WebVTT shifted to where the voice starts in the video", () => {
    const vtt = voiceCaptionTrack([{ start: 0.5, end: 2, text: "Rates & <fees>" }], 0.3);
    expect(vtt).toBe("WEBVTT\n\n1\n00:00:00.800 --> 00:00:02.300\nRates &amp; &lt;fees>\n");
  });
});
