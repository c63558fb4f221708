/** An image decoded and encoded again as PNG within `maxSide`; null when it cannot be decoded. */
export type ImageToPng = (bytes: Uint8Array, maxSide: number) => Promise<Uint8Array | null>;
