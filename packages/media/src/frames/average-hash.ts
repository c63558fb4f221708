// The 8x8 average hash of a picture: 64 bits, each set where an 8x8 cell is brighter than the mean.
// Two frames within a few bits of each other look alike at a glance (a feed's thumbnail).

/** The hash of RGBA pixels `width` x `height`, as 64 booleans. */
export function averageHash(rgba: Uint8Array, width: number, height: number): boolean[] {
  const cells = new Array<number>(64).fill(0);
  const counts = new Array<number>(64).fill(0);
  for (let y = 0; y < height; y++) {
    const row = Math.min(7, Math.floor((y * 8) / height));
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const cell = row * 8 + Math.min(7, Math.floor((x * 8) / width));
      // Rec. 601 luma, as most perceptual hashes use.
      cells[cell] = (cells[cell] ?? 0) + 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  const means = cells.map((sum, i) => sum / (counts[i] || 1));
  const mean = means.reduce((a, b) => a + b, 0) / 64;
  return means.map((m) => m > mean);
}

export function hammingDistance(a: readonly boolean[], b: readonly boolean[]): number {
  return a.reduce((n, bit, i) => n + (bit === b[i] ? 0 : 1), 0);
}
