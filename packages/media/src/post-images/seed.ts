// A small deterministic generator: a post's artwork is a pure function of its index, so a render is
// the same picture every time and two posts never draw from the same sequence.

/** mulberry32: 32-bit state, good enough spread for picking shapes and colours. */
export function seededRandom(seed: number): () => number {
  let state = (seed * 0x9e3779b1 + 0x6d2b79f5) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
