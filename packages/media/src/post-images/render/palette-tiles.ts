// Each post's tile band: eight tiles, each dark or light with a shape inside, in the post's palette.
// Which tiles are dark is the post's own code: 3 to 5 dark tiles of 8 (182 patterns), dealt to the
// library's posts in a fixed shuffled order, so no two of the 71 posts share a band.
import { pick, seededRandom } from "../seed.ts";

export interface Tile {
  dark: boolean;
  shape: "circle" | "quarter" | "half" | "diamond";
}

const SHAPES: readonly Tile["shape"][] = ["circle", "quarter", "half", "diamond"];

function popcount(n: number): number {
  let count = 0;
  for (let bits = n; bits; bits &= bits - 1) count++;
  return count;
}

/** The 8-bit patterns with 3-5 dark tiles, in an order shuffled once (the same on every run). */
const PATTERNS: readonly number[] = (() => {
  const balanced = Array.from({ length: 256 }, (_, n) => n).filter((n) => popcount(n) >= 3 && popcount(n) <= 5);
  const random = seededRandom(8);
  for (let i = balanced.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [balanced[i], balanced[j]] = [balanced[j] as number, balanced[i] as number];
  }
  return balanced;
})();

export function bandTiles(postIndex: number): Tile[] {
  const pattern = pick(PATTERNS, postIndex);
  const random = seededRandom(postIndex + 1);
  return Array.from({ length: 8 }, (_, i) => ({
    dark: ((pattern >> i) & 1) === 1,
    shape: pick(SHAPES, Math.floor(random() * SHAPES.length)),
  }));
}
