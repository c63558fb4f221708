// The committed beds are what the composer describes: one per style, a minute long, AAC at the
// social loudness; and the composer writes MIDI that FluidSynth can read.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { probe } from "../frames/probe.ts";
import { composeSong, STYLES, TRACK_SECONDS } from "./compose-tracks.ts";
import { integratedLoudness } from "./loudness.ts";
import { TICKS_PER_BEAT, writeMidi } from "./midi.ts";
import { MUSIC_LUFS, MUSIC_TRACKS, musicFor } from "./tracks.ts";

describe("music beds", () => {
  it.each(MUSIC_TRACKS)("$slug is committed: 60 s of stereo AAC at -14 LUFS", async (track) => {
    expect(existsSync(track.file)).toBe(true);
    const info = await probe(track.file);
    expect(info.streams).toHaveLength(1);
    expect(info.streams[0]).toMatchObject({ codec_type: "audio", codec_name: "aac", sample_rate: "48000", channels: 2 });
    expect(Number(info.format.duration)).toBeCloseTo(TRACK_SECONDS, 0);
    expect(Math.abs((await integratedLoudness(track.file)) - MUSIC_LUFS)).toBeLessThanOrEqual(0.5);
  });

  it("gives a video the same bed every time, and the library more than one", () => {
    expect(musicFor("renting-vs-buying")).toEqual(musicFor("renting-vs-buying"));
    const used = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map((s) => musicFor(`video-${s}`).slug));
    expect(used.size).toBeGreaterThan(1);
  });

  it("writes a format-1 MIDI file with a tempo track and one track per part, notes covering the minute", () => {
    const style = STYLES[0];
    if (!style) throw new Error("no style");
    const song = composeSong(style);
    const bytes = Buffer.from(writeMidi(song));
    expect(bytes.toString("latin1", 0, 4)).toBe("MThd");
    expect(bytes.readUInt16BE(8)).toBe(1);
    expect(bytes.readUInt16BE(10)).toBe(song.parts.length + 1);
    expect(bytes.readUInt16BE(12)).toBe(TICKS_PER_BEAT);
    expect(bytes.toString("latin1").split("MTrk")).toHaveLength(song.parts.length + 2);
    const lastBeat = Math.max(...song.parts.flatMap((p) => p.notes.map((n) => n.beat + n.length)));
    expect((lastBeat * 60) / song.bpm).toBeGreaterThanOrEqual(TRACK_SECONDS);
  });
});
