// Word wrapping with an emphasised phrase drawn in the accent colour, and a size that fits the box.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { font } from "./fonts.ts";

export interface Word {
  text: string;
  accent: boolean;
}

export interface TextBlock {
  lines: Word[][];
  size: number;
  lineHeight: number;
}

/** Splits `text` into words, marking those inside the first match of `emphasis`. */
export function markWords(text: string, emphasis?: string): Word[] {
  const start = emphasis ? text.toLowerCase().indexOf(emphasis.toLowerCase()) : -1;
  const end = emphasis && start >= 0 ? start + emphasis.length : -1;
  const words: Word[] = [];
  const pattern = /\S+/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const from = m.index;
    const to = from + m[0].length;
    words.push({ text: m[0], accent: start >= 0 && from < end && to > start });
  }
  return words;
}

function wrap(ctx: SKRSContext2D, words: Word[], maxWidth: number): Word[][] {
  const space = ctx.measureText(" ").width;
  const lines: Word[][] = [];
  let line: Word[] = [];
  let width = 0;
  for (const word of words) {
    const w = ctx.measureText(word.text).width;
    if (line.length && width + space + w > maxWidth) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length ? space : 0) + w;
    line.push(word);
  }
  if (line.length) lines.push(line);
  return lines;
}

/** The largest size (stepping down from `maxSize`) whose wrapped lines fit `maxWidth` x `maxHeight`. */
export function fitText(
  ctx: SKRSContext2D,
  words: Word[],
  weight: number,
  maxSize: number,
  maxWidth: number,
  maxHeight: number,
): TextBlock {
  for (let size = maxSize; size > 12; size -= 4) {
    ctx.font = font(weight, size);
    const lines = wrap(ctx, words, maxWidth);
    const lineHeight = size * 1.18;
    const widest = Math.max(...lines.map((l) => lineWidth(ctx, l)));
    if (lines.length * lineHeight <= maxHeight && widest <= maxWidth) return { lines, size, lineHeight };
  }
  ctx.font = font(weight, 12);
  return { lines: wrap(ctx, words, maxWidth), size: 12, lineHeight: 14 };
}

export function lineWidth(ctx: SKRSContext2D, line: Word[]): number {
  const space = ctx.measureText(" ").width;
  return line.reduce((sum, w, i) => sum + ctx.measureText(w.text).width + (i ? space : 0), 0);
}

/** Draws a block with its first line's top at `top`, left-aligned at `left` (or centred on it). */
export function drawBlock(
  ctx: SKRSContext2D,
  block: TextBlock,
  weight: number,
  opts: { left: number; top: number; color: string; accent: string; center?: boolean },
): void {
  ctx.font = font(weight, block.size);
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  const space = ctx.measureText(" ").width;
  block.lines.forEach((line, i) => {
    let x = opts.center ? opts.left - lineWidth(ctx, line) / 2 : opts.left;
    const y = opts.top + i * block.lineHeight;
    for (const word of line) {
      ctx.fillStyle = word.accent ? opts.accent : opts.color;
      ctx.fillText(word.text, x, y);
      x += ctx.measureText(word.text).width + space;
    }
  });
}
