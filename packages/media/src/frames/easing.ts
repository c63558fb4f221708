// Remotion-style helpers: a value as a function of the frame, clamped to its range.

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** 0 before `from`, 1 after `from + length`, eased in between. */
export function progress(frame: number, from: number, length: number): number {
  return length <= 0 ? 1 : clamp01((frame - from) / length);
}

export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

export function easeInOutSine(t: number): number {
  return -(Math.cos(Math.PI * t) - 1) / 2;
}

export function mix(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
