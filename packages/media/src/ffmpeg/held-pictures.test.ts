import { describe, expect, it } from "vitest";
import { heldPicturesPts, pictureStarts } from "./held-pictures.ts";

/** Evaluates the setpts expression as ffmpeg does, for picture number N (if and lt as functions). */
function evaluate(expression: string, N: number): number {
  const source = expression.replaceAll("if(", "choose(");
  const choose = (test: boolean, then: number, otherwise: number) => (test ? then : otherwise);
  const lt = (a: number, b: number) => a < b;
  return Function("N", "choose", "lt", `return ${source};`)(N, choose, lt) as number;
}

describe("held pictures", () => {
  // Pictures change every frame for 5 frames, are held three frames at a time, then change every frame again.
  const pictureOf = (i: number) => (i >= 5 && i < 17 ? i - ((i - 5) % 3) : i);

  it("sends each picture once, and always the last frame", () => {
    expect(pictureStarts(22, pictureOf)).toEqual([0, 1, 2, 3, 4, 5, 8, 11, 14, 17, 18, 19, 20, 21]);
    // A video ending on a held picture still sends its last frame, so its length is exact.
    expect(pictureStarts(16, pictureOf)).toEqual([0, 1, 2, 3, 4, 5, 8, 11, 14, 15]);
  });

  it("places every picture at the frame where it starts", () => {
    for (const frames of [22, 16, 1, 7]) {
      const starts = pictureStarts(frames, pictureOf);
      const expression = heldPicturesPts(starts);
      for (const [n, frame] of starts.entries()) expect(evaluate(expression, n)).toBe(frame);
    }
  });
});
