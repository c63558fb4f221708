// The product's own music beds, composed in code: four progressions with pad, keys, bass and light
// drums, each long enough for the longest video. Rendered once to audio by build-tracks.ts; the
// notes here are the whole of their origin (see packages/media/music/LICENSE.md).
import type { Note, Part, Song } from "./midi.ts";

/** Every bed runs at least this long: the longest video body (60 s). */
export const TRACK_SECONDS = 60;

type Quality = "major" | "minor";
interface Chord {
  /** MIDI note of the root in the bass octave (C2 = 36). */
  root: number;
  quality: Quality;
}

const TRIAD: Record<Quality, readonly number[]> = { major: [0, 4, 7], minor: [0, 3, 7] };
/** Added ninths and sevenths colour the keys without changing the harmony. */
const COLOUR: Record<Quality, readonly number[]> = { major: [0, 4, 7, 11, 14], minor: [0, 3, 7, 10, 14] };

const C2 = 36;
const chord = (semitones: number, quality: Quality): Chord => ({ root: C2 + semitones, quality });

const DRUM = { kick: 36, rim: 37, snare: 38, clap: 39, closedHat: 42, openHat: 46, shaker: 70, crash: 49 } as const;

interface Style {
  slug: string;
  title: string;
  bpm: number;
  progression: readonly Chord[];
  pad: number;
  keys: number;
  bass: number;
  /** How the keys play each bar. */
  keysPattern: "arpeggio" | "offbeat" | "pulse";
  /** Backbeat sound on 2 and 4. */
  backbeat: "clap" | "rim" | "snare";
  /** Eighth-note texture on top. */
  texture: "closedHat" | "shaker";
}

export const STYLES: readonly Style[] = [
  {
    slug: "bright-morning",
    title: "Bright Morning",
    bpm: 100,
    progression: [chord(0, "major"), chord(7, "major"), chord(9, "minor"), chord(5, "major")],
    pad: 89, // Warm Pad
    keys: 4, // Electric Piano 1
    bass: 33, // Fingered Bass
    keysPattern: "arpeggio",
    backbeat: "clap",
    texture: "closedHat",
  },
  {
    slug: "open-door",
    title: "Open Door",
    bpm: 112,
    progression: [chord(7, "major"), chord(4, "minor"), chord(0, "major"), chord(2, "major")],
    pad: 48, // String Ensemble 1
    keys: 0, // Acoustic Grand Piano
    bass: 33,
    keysPattern: "offbeat",
    backbeat: "snare",
    texture: "shaker",
  },
  {
    slug: "steady-market",
    title: "Steady Market",
    bpm: 92,
    progression: [chord(9, "minor"), chord(5, "major"), chord(0, "major"), chord(7, "major")],
    pad: 89,
    keys: 11, // Vibraphone
    bass: 38, // Synth Bass 1
    keysPattern: "pulse",
    backbeat: "rim",
    texture: "closedHat",
  },
  {
    slug: "new-keys",
    title: "New Keys",
    bpm: 104,
    progression: [chord(5, "major"), chord(2, "minor"), chord(10, "major"), chord(0, "major")],
    pad: 48,
    keys: 24, // Acoustic Guitar (nylon)
    bass: 33,
    keysPattern: "arpeggio",
    backbeat: "rim",
    texture: "shaker",
  },
];

const BEATS_PER_BAR = 4;
/** Bars of pad and keys alone before bass and drums come in. */
const INTRO_BARS = 2;

function padNotes(chords: readonly Chord[]): Note[] {
  return chords.flatMap((c, bar) =>
    TRIAD[c.quality].map((interval) => ({
      beat: bar * BEATS_PER_BAR,
      length: BEATS_PER_BAR,
      pitch: c.root + 24 + interval,
      velocity: 62,
    })),
  );
}

function keysNotes(chords: readonly Chord[], pattern: Style["keysPattern"]): Note[] {
  return chords.flatMap((c, bar) => {
    const start = bar * BEATS_PER_BAR;
    const tones = COLOUR[c.quality].map((i) => c.root + 36 + i);
    if (pattern === "arpeggio") {
      // Up and back down in eighths: 1 3 5 7 9 7 5 3.
      const order = [0, 1, 2, 3, 4, 3, 2, 1];
      return order.map((k, step) => ({
        beat: start + step / 2,
        length: 0.9,
        pitch: tones[k] ?? c.root,
        velocity: step % 2 === 0 ? 72 : 60,
      }));
    }
    if (pattern === "offbeat") {
      // Chord stabs on the "and" of each beat.
      return [0, 1, 2, 3].flatMap((b) =>
        tones.slice(0, 4).map((pitch) => ({ beat: start + b + 0.5, length: 0.35, pitch, velocity: 64 })),
      );
    }
    // Quarter-note pulse walking the chord tones.
    return [0, 1, 2, 3].map((b) => ({ beat: start + b, length: 0.9, pitch: tones[b % 4] ?? c.root, velocity: 66 }));
  });
}

function bassNotes(chords: readonly Chord[]): Note[] {
  return chords.flatMap((c, bar) => {
    if (bar < INTRO_BARS) return [];
    const start = bar * BEATS_PER_BAR;
    const fifth = c.root + 7;
    return [
      { beat: start, length: 1.4, pitch: c.root, velocity: 92 },
      { beat: start + 1.5, length: 0.5, pitch: c.root, velocity: 70 },
      { beat: start + 2, length: 1.4, pitch: fifth, velocity: 84 },
      { beat: start + 3.5, length: 0.5, pitch: c.root + 12, velocity: 68 },
    ];
  });
}

function drumNotes(bars: number, style: Style): Note[] {
  const notes: Note[] = [];
  const hit = (beat: number, pitch: number, velocity: number) => notes.push({ beat, length: 0.25, pitch, velocity });
  for (let bar = INTRO_BARS; bar < bars; bar++) {
    const start = bar * BEATS_PER_BAR;
    // A crash marks the drums' entrance and every eighth bar after it.
    if ((bar - INTRO_BARS) % 8 === 0) hit(start, DRUM.crash, 70);
    hit(start, DRUM.kick, 96);
    hit(start + 2, DRUM.kick, 88);
    if (bar % 2 === 1) hit(start + 2.5, DRUM.kick, 70);
    hit(start + 1, DRUM[style.backbeat], 72);
    hit(start + 3, DRUM[style.backbeat], 76);
    for (let eighth = 0; eighth < 8; eighth++) hit(start + eighth / 2, DRUM[style.texture], eighth % 2 === 0 ? 58 : 44);
    // The fourth bar of each phrase opens up into the next.
    if (bar % 4 === 3) hit(start + 3.5, DRUM.openHat, 60);
  }
  return notes;
}

export function composeSong(style: Style): Song {
  const beats = (TRACK_SECONDS * style.bpm) / 60;
  // One bar more than needed: the render is trimmed to exactly TRACK_SECONDS.
  const bars = Math.ceil(beats / BEATS_PER_BAR) + 1;
  const chords = Array.from({ length: bars }, (_, bar) => style.progression[bar % style.progression.length] as Chord);
  const parts: Part[] = [
    { name: "Pad", channel: 0, program: style.pad, volume: 78, reverb: 70, notes: padNotes(chords) },
    { name: "Keys", channel: 1, program: style.keys, volume: 92, reverb: 50, notes: keysNotes(chords, style.keysPattern) },
    { name: "Bass", channel: 2, program: style.bass, volume: 100, reverb: 10, notes: bassNotes(chords) },
    { name: "Drums", channel: 9, program: 0, volume: 88, reverb: 30, notes: drumNotes(bars, style) },
  ];
  return { bpm: style.bpm, parts };
}
