// Renders one rendition of a video: every frame drawn by drawFrame, encoded through the port with
// the video's music bed under it.
import { createCanvas } from "@napi-rs/canvas";
import { musicFor } from "../music/tracks.ts";
import type { RenderPort } from "../render-port.ts";
import { FPS, type Layout } from "./constants.ts";
import { drawFrame, pictureFrame, progressLine } from "./draw-frame.ts";
import { ensureFonts } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";

export async function renderRendition(
  port: RenderPort,
  input: RenderInput,
  layout: Layout,
  outFile: string,
  onProgress?: (share: number) => void,
  /** Renders only the first frames (tests that need the real size but not the whole video). */
  frameLimit?: number,
): Promise<{ frames: number; seconds: number }> {
  ensureFonts();
  const scene = createScene(input, layout);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  const frames = Math.min(scene.timeline.frames, frameLimit ?? Number.POSITIVE_INFINITY);
  await port.encode(
    {
      width: layout.width,
      height: layout.height,
      fps: FPS,
      frames,
      frame: (index) => {
        drawFrame(ctx, scene, index);
        return canvas.data();
      },
      // A held picture is drawn and sent once (see pictureFrame).
      pictureOf: (index) => pictureFrame(scene, index),
      progressLine: progressLine(scene),
      onProgress,
      music: musicFor(input.slug).file,
    },
    outFile,
  );
  return { frames, seconds: frames / FPS };
}
