// What the local OpenAI fake answers to POST /v1/audio/speech: real WAV audio that behaves like
// speech where the product measures it. Each sentence is a voiced burst (a 180 Hz tone with
// harmonics, pulsing at syllable rate) whose length grows with the sentence, and sentences are
// separated by a clear pause, so the mix can be heard and the caption timing can be checked.
import { writeWav } from "@realty/media/audio/wav";

/** OpenAI's WAV: 24 kHz mono 16-bit. */
export const FAKE_SPEECH_RATE = 24_000;
export const FAKE_SECONDS_PER_CHAR = 0.05;
export const FAKE_PAUSE_SECONDS = 0.4;
export const FAKE_PITCH_HZ = 180;

export function fakeSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The fake voice's WAV for `text`, and where each sentence is spoken (seconds). */
export function fakeSpeech(text: string): { wav: Uint8Array; spoken: { start: number; end: number }[] } {
  const sentences = fakeSentences(text);
  const spoken: { start: number; end: number }[] = [];
  let at = FAKE_PAUSE_SECONDS / 2;
  for (const sentence of sentences) {
    const length = Math.max(0.4, sentence.length * FAKE_SECONDS_PER_CHAR);
    spoken.push({ start: at, end: at + length });
    at += length + FAKE_PAUSE_SECONDS;
  }
  const total = Math.ceil((at - FAKE_PAUSE_SECONDS / 2) * FAKE_SPEECH_RATE);
  const samples = new Float32Array(total);
  for (const { start, end } of spoken) {
    for (let i = Math.floor(start * FAKE_SPEECH_RATE); i < Math.min(total, end * FAKE_SPEECH_RATE); i++) {
      const t = i / FAKE_SPEECH_RATE;
      // Syllables: a 4 Hz envelope that never drops to silence inside a sentence.
      const envelope = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * (t - start));
      const tone =
        Math.sin(2 * Math.PI * FAKE_PITCH_HZ * t) +
        0.5 * Math.sin(2 * Math.PI * 2 * FAKE_PITCH_HZ * t) +
        0.25 * Math.sin(2 * Math.PI * 3 * FAKE_PITCH_HZ * t);
      samples[i] = 0.3 * envelope * tone;
    }
  }
  return { wav: writeWav({ sampleRate: FAKE_SPEECH_RATE, channels: 1, samples }), spoken };
}
