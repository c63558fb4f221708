// Text set by measuring, never by guessing: a block is laid out by the same engine that draws it,
// at its full size first and smaller until its height fits the room it has. The caller decides what
// happens when even the smallest size does not fit (see the rule in layouts.ts).
import { CARD_FONT, renderSvg, svgHeight } from "./engine.ts";
import { box, type CardNode } from "./nodes.ts";

/** The height `node` takes when laid out `width` px wide. */
export async function measureHeight(node: CardNode, width: number): Promise<number> {
  const probe = box({ width, flexDirection: "column", fontFamily: CARD_FONT }, node);
  return svgHeight(await renderSvg(probe, { width, textAsText: true }));
}

/** Halving steps between the smallest and the largest scale: 1/64 of the range is finer than a pixel of type. */
const STEPS = 6;

/**
 * The largest scale in [min, max] at which `build(scale)` fits `maxHeight`, or null when it does not
 * fit even at `min`. Short text grows past 1 (up to `max`) so it fills its room instead of leaving
 * the middle of the image empty.
 */
export async function fitScale(
  build: (scale: number) => CardNode,
  width: number,
  maxHeight: number,
  min: number,
  max = 1,
): Promise<number | null> {
  const fits = async (scale: number) => (await measureHeight(build(scale), width)) <= maxHeight;
  if (await fits(max)) return max;
  if (!(await fits(min))) return null;
  let low = min;
  let high = max;
  for (let i = 0; i < STEPS; i++) {
    const mid = (low + high) / 2;
    if (await fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
