// A minimal Standard MIDI File writer (format 1): enough for the product's own music beds, so
// the notes are plain code and no MIDI package is needed.

export const TICKS_PER_BEAT = 480;

export interface Note {
  /** In beats from the start of the song. */
  beat: number;
  /** In beats. */
  length: number;
  pitch: number;
  velocity: number;
}

export interface Part {
  name: string;
  /** 0-15; 9 is General MIDI percussion. */
  channel: number;
  /** General MIDI program (ignored on channel 9). */
  program: number;
  /** Channel volume, 0-127 (controller 7): the mix between parts. */
  volume: number;
  /** Reverb send, 0-127 (controller 91). */
  reverb?: number;
  notes: Note[];
}

export interface Song {
  bpm: number;
  parts: Part[];
}

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>= 7;
  }
  return bytes;
}

function chunk(type: string, data: number[]): number[] {
  const length = data.length;
  return [
    ...[...type].map((c) => c.charCodeAt(0)),
    length >>> 24,
    (length >> 16) & 0xff,
    (length >> 8) & 0xff,
    length & 0xff,
    ...data,
  ];
}

interface Event {
  tick: number;
  /** Note-offs sort before note-ons at the same tick, so a repeated note restarts cleanly. */
  order: number;
  bytes: number[];
}

function track(events: Event[]): number[] {
  const sorted = [...events].sort((a, b) => a.tick - b.tick || a.order - b.order);
  const data: number[] = [];
  let now = 0;
  for (const event of sorted) {
    data.push(...variableLength(event.tick - now), ...event.bytes);
    now = event.tick;
  }
  data.push(0, 0xff, 0x2f, 0); // end of track
  return chunk("MTrk", data);
}

const clamp7 = (n: number) => Math.max(0, Math.min(127, Math.round(n)));

function partTrack(part: Part): number[] {
  const ch = part.channel;
  const name = [...part.name].map((c) => c.charCodeAt(0));
  const events: Event[] = [
    { tick: 0, order: 0, bytes: [0xff, 0x03, name.length, ...name] },
    { tick: 0, order: 0, bytes: [0xb0 | ch, 7, clamp7(part.volume)] },
    { tick: 0, order: 0, bytes: [0xb0 | ch, 91, clamp7(part.reverb ?? 40)] },
  ];
  if (ch !== 9) events.push({ tick: 0, order: 0, bytes: [0xc0 | ch, part.program] });
  for (const note of part.notes) {
    const on = Math.round(note.beat * TICKS_PER_BEAT);
    const off = Math.max(on + 1, Math.round((note.beat + note.length) * TICKS_PER_BEAT));
    events.push({ tick: on, order: 2, bytes: [0x90 | ch, note.pitch, clamp7(note.velocity)] });
    events.push({ tick: off, order: 1, bytes: [0x80 | ch, note.pitch, 0] });
  }
  return track(events);
}

/** The song as the bytes of a .mid file. */
export function writeMidi(song: Song): Uint8Array {
  const tempo = Math.round(60_000_000 / song.bpm);
  const header = chunk("MThd", [0, 1, 0, song.parts.length + 1, TICKS_PER_BEAT >> 8, TICKS_PER_BEAT & 0xff]);
  const tempoTrack = track([
    { tick: 0, order: 0, bytes: [0xff, 0x51, 3, (tempo >> 16) & 0xff, (tempo >> 8) & 0xff, tempo & 0xff] },
    { tick: 0, order: 0, bytes: [0xff, 0x58, 4, 4, 2, 24, 8] },
  ]);
  return new Uint8Array([...header, ...tempoTrack, ...song.parts.flatMap(partTrack)]);
}
