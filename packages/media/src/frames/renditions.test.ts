// Every rendition as a player and a network would probe it: the two cuts in each of their shapes,
// at a fifth of the real size (same frames, timeline and encoder), with the music bed under them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ffmpegRender } from "../ffmpeg/ffmpeg.ts";
import { integratedLoudness } from "../music/loudness.ts";
import { MUSIC_LUFS } from "../music/tracks.ts";
import { MAX_SECONDS, MIN_SECONDS, RENDITIONS, SHORT_MAX_SECONDS, SHORT_MIN_SECONDS, scaledLayout } from "./constants.ts";
import { fixtureBars } from "./fixtures.ts";
import { probe } from "./probe.ts";
import { renderRendition } from "./render-video.ts";

const dir = mkdtempSync(join(tmpdir(), "realty-renditions-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("every rendition", () => {
  it.each(RENDITIONS.map((layout) => [layout.name, layout] as const))(
    "%s: H.264 at its shape, an AAC music bed at the social loudness, the cut's length",
    async (_name, full) => {
      const layout = scaledLayout(full, 0.2);
      const file = join(dir, `${layout.name}.mp4`);
      const { seconds } = await renderRendition(ffmpegRender(), fixtureBars(), layout, file);
      const info = await probe(file);
      const video = info.streams.find((s) => s.codec_type === "video");
      const audio = info.streams.find((s) => s.codec_type === "audio");
      expect(video).toMatchObject({ codec_name: "h264", width: layout.width, height: layout.height });
      // The shape survives the scaling: 9:16, 16:9 or 4:5 as the full-size rendition.
      expect((video?.width ?? 0) / (video?.height ?? 1)).toBeCloseTo(full.width / full.height, 1);
      expect(audio).toMatchObject({ codec_name: "aac", channels: 2 });
      expect(Math.abs((await integratedLoudness(file)) - MUSIC_LUFS)).toBeLessThanOrEqual(1);
      const duration = Number(info.format.duration);
      expect(duration).toBeCloseTo(seconds, 1);
      const [min, max] = full.cut === "short" ? [SHORT_MIN_SECONDS, SHORT_MAX_SECONDS] : [MIN_SECONDS, MAX_SECONDS];
      expect(duration).toBeGreaterThanOrEqual(min);
      expect(duration).toBeLessThanOrEqual(max + 0.1);
    },
    120_000,
  );
});
