// Renders one rendition of a video: every frame drawn by drawFrame, encoded through the port.
import { createCanvas } from "@napi-rs/canvas";
import type { RenderPort } from "../ports/render.ts";
import { FPS, type Layout } from "./constants.ts";
import { drawFrame } from "./draw-frame.ts";
import { ensureFonts } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";

export async function renderRendition(
  port: RenderPort,
  input: RenderInput,
  layout: Layout,
  outFile: string,
  onProgress?: (share: number) => void,
): Promise<{ frames: number; seconds: number }> {
  ensureFonts();
  const scene = createScene(input, layout);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  const frames = scene.timeline.frames;
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
      onProgress,
    },
    outFile,
  );
  return { frames, seconds: frames / FPS };
}
