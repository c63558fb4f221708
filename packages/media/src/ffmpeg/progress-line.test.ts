// The encoder draws the progress line's fill over every frame, held pictures included, and leaves
// the pictures alone from the line's last frame (a branded outro fades over it).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import type { ProgressLine } from "../frames/draw-frame.ts";
import { ffmpegRender } from "./ffmpeg.ts";
import { ffmpegPath } from "./ffmpeg-path.ts";

const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "realty-progress-line-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WIDTH = 320;
const HEIGHT = 64;
const FRAMES = 60;
const line: ProgressLine = { x: 40, y: 20, width: 240, height: 8, color: "#ff0000", frames: FRAMES, untilFrame: 50 };

/** Every frame of the file as RGB. */
async function decodedFrames(file: string): Promise<Buffer[]> {
  const args = ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"];
  const { stdout } = await exec(ffmpegPath(), args, { encoding: "buffer", maxBuffer: 1 << 26 });
  const size = WIDTH * HEIGHT * 3;
  return Array.from({ length: stdout.length / size }, (_, i) => stdout.subarray(i * size, (i + 1) * size));
}

/** How far the red fill reaches along the line's middle row, from the line's start. */
function fillLength(frame: Buffer): number {
  const row = line.y + line.height / 2;
  let length = 0;
  for (let x = line.x; x < line.x + line.width; x++) {
    const at = (row * WIDTH + x) * 3;
    const [r, g, b] = [frame[at] as number, frame[at + 1] as number, frame[at + 2] as number];
    if (r > 180 && g < 80 && b < 80) length = x - line.x + 1;
  }
  return length;
}

describe("the progress line", () => {
  it("grows on every frame over one held picture, then leaves the pictures as drawn", async () => {
    // One dark grey picture for the whole video: everything that moves is the encoder's.
    const picture = new Uint8Array(WIDTH * HEIGHT * 4);
    for (let i = 0; i < picture.length; i += 4) picture.set([40, 40, 48, 255], i);
    const file = join(dir, "held.mp4");
    await ffmpegRender().encode(
      { width: WIDTH, height: HEIGHT, fps: 30, frames: FRAMES, frame: () => picture, pictureOf: () => 0, progressLine: line },
      file,
    );
    const frames = await decodedFrames(file);
    expect(frames).toHaveLength(FRAMES);
    const lengths = frames.map(fillLength);
    for (let n = 0; n < line.untilFrame; n++) {
      // Whole, even pixels: never short of the frame's share, at most a pixel pair past it.
      const share = (line.width * (n + 1)) / FRAMES;
      expect(lengths[n], `frame ${n}`).toBeGreaterThanOrEqual(Math.floor(share) - 1);
      expect(lengths[n], `frame ${n}`).toBeLessThanOrEqual(share + 3);
      if (n > 0) expect(lengths[n]).toBeGreaterThanOrEqual(lengths[n - 1] as number);
    }
    expect(lengths[line.untilFrame - 1]).toBeGreaterThan(line.width * 0.8);
    for (let n = line.untilFrame; n < FRAMES; n++) expect(lengths[n], `frame ${n}`).toBe(0);
  }, 60_000);

  it("refuses a colour it cannot hand to ffmpeg", async () => {
    const picture = new Uint8Array(WIDTH * HEIGHT * 4);
    await expect(
      ffmpegRender().encode(
        {
          width: WIDTH,
          height: HEIGHT,
          fps: 30,
          frames: 2,
          frame: () => picture,
          progressLine: { ...line, color: "red;drawtext" },
        },
        join(dir, "bad.mp4"),
      ),
    ).rejects.toThrow("must be #rrggbb");
  });
});
