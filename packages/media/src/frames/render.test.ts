// Renders two short sources at test sizes and checks the files as a player would see them.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ffmpegRender } from "../ffmpeg/ffmpeg.ts";
import { integratedLoudness } from "../music/loudness.ts";
import { MUSIC_LUFS } from "../music/tracks.ts";
import type { RenderPort } from "../render-port.ts";
import { captionTrack } from "./captions.ts";
import { FPS, LANDSCAPE, MAX_SECONDS, MIN_SECONDS, PORTRAIT, scaledLayout } from "./constants.ts";
import { fixtureBars, fixtureGauge } from "./fixtures.ts";
import { probe, topLevelBoxes } from "./probe.ts";
import { renderRendition } from "./render-video.ts";
import { buildTimeline } from "./timeline.ts";

const dir = mkdtempSync(join(tmpdir(), "realty-render-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const encoder = ffmpegRender();

/**
 * The port, hashing the frames it is given: if two renders ever differ, the failure says whether
 * the drawn frames differed or only the encoding of the same frames.
 */
function framesHashingPort(): { port: RenderPort; framesHash: () => string; framesSent: () => number } {
  const frames = createHash("sha256");
  let sent = 0;
  const port: RenderPort = {
    ...encoder,
    encode: (request, outFile) =>
      encoder.encode(
        {
          ...request,
          frame: (index) => {
            const pixels = request.frame(index);
            frames.update(pixels);
            sent++;
            return pixels;
          },
        },
        outFile,
      ),
  };
  return { port, framesHash: () => frames.digest("hex"), framesSent: () => sent };
}

describe("renderer", () => {
  const cases = [
    { name: "bars at 9:16", input: fixtureBars(), layout: scaledLayout(PORTRAIT, 0.25) },
    { name: "gauge at 16:9", input: fixtureGauge(), layout: scaledLayout(LANDSCAPE, 0.4) },
  ];

  it.each(cases)(
    "renders $name as a faststart H.264 file of the timeline's length, byte for byte the same twice",
    async ({ input, layout }) => {
      const first = join(dir, `${input.slug}-1.mp4`);
      const second = join(dir, `${input.slug}-2.mp4`);
      const firstRun = framesHashingPort();
      const { frames, seconds } = await renderRendition(firstRun.port, input, layout, first);
      expect(seconds).toBeGreaterThanOrEqual(MIN_SECONDS);
      expect(seconds).toBeLessThanOrEqual(MAX_SECONDS);

      const info = await probe(first);
      expect(info.streams).toHaveLength(2);
      expect(info.streams[0]).toMatchObject({
        codec_type: "video",
        codec_name: "h264",
        width: layout.width,
        height: layout.height,
        pix_fmt: "yuv420p",
        r_frame_rate: `${FPS}/1`,
      });
      // Held pictures are sent once and repeated by the encoder, to the exact frame count.
      expect(Number(info.streams[0]?.nb_frames)).toBe(frames);
      expect(firstRun.framesSent()).toBeLessThan(frames * 0.8);
      // The music bed: AAC stereo, as long as the pictures, at the social target loudness.
      expect(info.streams[1]).toMatchObject({ codec_type: "audio", codec_name: "aac", sample_rate: "48000", channels: 2 });
      expect(Number(info.streams[1]?.duration)).toBeCloseTo(frames / FPS, 1);
      const loudness = await integratedLoudness(first);
      expect(Math.abs(loudness - MUSIC_LUFS)).toBeLessThanOrEqual(1);
      expect(Number(info.format.duration)).toBeCloseTo(frames / FPS, 1);
      const boxes = await topLevelBoxes(first);
      expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));

      const secondRun = framesHashingPort();
      await renderRendition(secondRun.port, input, layout, second);
      expect({ frames: secondRun.framesHash(), file: sha(second) }).toEqual({ frames: firstRun.framesHash(), file: sha(first) });
    },
    120_000,
  );

  it("writes one caption cue per line on screen, timed like the frames", () => {
    const input = fixtureBars();
    const timeline = buildTimeline(input.source);
    const vtt = captionTrack(timeline);
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain(`00:00:00.000 --> ${"00:00:0"}`);
    for (const beat of input.source.beats) expect(vtt).toContain(beat.text);
    expect(vtt).toContain(`Source: ${input.source.visual?.source}`);
    expect(vtt.match(/-->/g)).toHaveLength(timeline.segments.length);
  });
});
