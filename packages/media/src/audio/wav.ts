// Reading and writing 16-bit PCM WAV in plain TypeScript (no Node APIs), so both runtimes can
// measure a voice track: the Worker receives WAV from text-to-speech and has no ffmpeg.

export interface Pcm {
  sampleRate: number;
  channels: number;
  /** Interleaved samples, -1..1. */
  samples: Float32Array;
}

const ascii = (view: DataView, at: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(at + i)));

/** Null when the bytes are not a 16-bit PCM WAV file (the only kind this product writes or asks for). */
export function readWav(bytes: Uint8Array): Pcm | null {
  if (bytes.length < 44) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(view, 0, 4) !== "RIFF" || ascii(view, 8, 4) !== "WAVE") return null;
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = ascii(view, offset, 4);
    // Streamed WAV (OpenAI's among them) may write 0xFFFFFFFF as the data size: read to the end.
    const declared = view.getUint32(offset + 4, true);
    const size = Math.min(declared, bytes.length - offset - 8);
    const body = offset + 8;
    if (id === "fmt " && size >= 16) {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === "data") {
      if (format?.bits !== 16 || (format.tag !== 1 && format.tag !== 0xfffe) || format.channels < 1) return null;
      const count = Math.floor(size / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true) / 32768;
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

export function writeWav(pcm: Pcm): Uint8Array {
  const dataBytes = pcm.samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, pcm.channels, true);
  view.setUint32(24, pcm.sampleRate, true);
  view.setUint32(28, pcm.sampleRate * pcm.channels * 2, true);
  view.setUint16(32, pcm.channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < pcm.samples.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm.samples[i] ?? 0));
    view.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return out;
}

export function durationSeconds(pcm: Pcm): number {
  return pcm.samples.length / pcm.channels / pcm.sampleRate;
}
