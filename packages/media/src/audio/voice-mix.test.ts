// The voice step on a finished video with a music bed (its own, or another file's): the pictures are
// copied, the sound is AAC at the social loudness, the voice stands out and the bed ducks while it speaks.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../ffmpeg/ffmpeg-path.ts";
import { probe } from "../frames/probe.ts";
import { integratedLoudness } from "../music/loudness.ts";
import { MUSIC_TRACKS } from "../music/tracks.ts";
import { MUSIC_HIGHS, meanVolume, testVoice, VOICE_BAND } from "./audio-testing.ts";
import { mixVoiceOver, VOICED_LUFS } from "./voice-mix.ts";

const exec = promisify(execFile);
const VIDEO_SECONDS = 12;
/** The voice speaks from 1 s to 7 s; 8-12 s is the bed alone. */
const VOICE = { start: 1, seconds: 6 };
let dir = "";
let video = "";
let voice = "";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "voice-mix-test-"));
  video = join(dir, "rendition.mp4");
  voice = join(dir, "voice.wav");
  const bed = MUSIC_TRACKS[0]?.file ?? "";
  // A small rendition with one of the product's beds, as the renderer writes them.
  await exec(ffmpegPath(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `color=c=navy:s=270x480:r=30:d=${VIDEO_SECONDS}`,
    "-i",
    bed,
    "-t",
    String(VIDEO_SECONDS),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-shortest",
    video,
  ]);
  await writeFile(voice, testVoice(VOICE.seconds));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("laying a voice-over under a finished video", () => {
  it("keeps the pictures, carries AAC at -14 LUFS, the voice over the bed and the bed ducked under it", async () => {
    const out = join(dir, "voiced.mp4");
    await mixVoiceOver(video, voice, out, { voiceStart: VOICE.start });
    const info = await probe(out);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(["video:h264", "audio:aac"]);
    expect(Number(info.format.duration)).toBeCloseTo(VIDEO_SECONDS, 0);
    expect(Math.abs((await integratedLoudness(out)) - VOICED_LUFS)).toBeLessThanOrEqual(1);

    const voiced = { start: VOICE.start + 1, seconds: 4 };
    const bedOnly = { start: VOICE.start + VOICE.seconds + 1, seconds: 3 };
    // The voice's band is far louder while it speaks than the bed's own energy there.
    const voiceWhileSpeaking = await meanVolume(out, voiced.start, voiced.seconds, VOICE_BAND);
    const voiceBandBedOnly = await meanVolume(out, bedOnly.start, bedOnly.seconds, VOICE_BAND);
    expect(voiceWhileSpeaking - voiceBandBedOnly).toBeGreaterThan(10);
    // The bed's highs (no voice there) drop while the voice speaks: the sidechain ducks it.
    const highsWhileSpeaking = await meanVolume(out, voiced.start, voiced.seconds, MUSIC_HIGHS);
    const highsBedOnly = await meanVolume(out, bedOnly.start, bedOnly.seconds, MUSIC_HIGHS);
    expect(highsBedOnly - highsWhileSpeaking).toBeGreaterThan(3);
  });

  it("takes the bed from another file when the video has none: a join of pictures whose music is in its body", async () => {
    const pictures = join(dir, "pictures.mp4");
    await exec(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-i", video, "-map", "0:v:0", "-c", "copy", pictures]);
    const out = join(dir, "voiced-from-body.mp4");
    await mixVoiceOver(pictures, voice, out, { voiceStart: VOICE.start, bedFile: video });
    const info = await probe(out);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(["video:h264", "audio:aac"]);
    expect(Math.abs((await integratedLoudness(out)) - VOICED_LUFS)).toBeLessThanOrEqual(1);
    // After the voice, the body's music plays on: its highs are there, not silence.
    expect(await meanVolume(out, 9, 2, MUSIC_HIGHS)).toBeGreaterThan(-60);

    const silent = join(dir, "voiced-no-music.mp4");
    await mixVoiceOver(pictures, voice, silent, { voiceStart: VOICE.start, bedFile: video, music: false });
    expect(await meanVolume(silent, 9, 2)).toBeLessThan(-80);
  });

  it("without music, the voice is the whole sound, still at -14 LUFS", async () => {
    const out = join(dir, "voice-only.mp4");
    await mixVoiceOver(video, voice, out, { voiceStart: VOICE.start, music: false });
    expect(Math.abs((await integratedLoudness(out)) - VOICED_LUFS)).toBeLessThanOrEqual(1);
    expect(await meanVolume(out, 9, 2)).toBeLessThan(-80);
  });
});
