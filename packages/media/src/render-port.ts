// Encoding rendered frames into video files: what the renderer needs (the API names it as its
// rendering port). Node encodes with ffmpeg; Workers have no encoder (docs/decisions/).
import type { BrandProfile } from "@realty/contracts/brand-profile";
import type { VideoRenditionName as RenditionName } from "@realty/contracts/library";
import type { Layout } from "./frames/constants.ts";
import type { ProgressLine } from "./frames/draw-frame.ts";
import type { RenderInput } from "./frames/scene.ts";
import type { MarketFigures } from "./post-images/market-fields.ts";

/** What a member's end card shows. */
export type EndCardProfile = Omit<BrandProfile, "photoUrl" | "updatedAt">;
export type { VideoRenditionName as RenditionName } from "@realty/contracts/library";
export { VIDEO_RENDITION_NAMES as RENDITION_NAMES } from "@realty/contracts/library";

/** A member's brand as a branded body draws it (the photo travels as bytes beside it). */
export interface BodyBrand {
  displayName: string;
  /** "#rrggbb": the palette is made from it. */
  brandColor: string;
  /** On the location card; null keeps the generic line. */
  city: string | null;
  /** A market video's local scene; null leaves the scene out. */
  figures: MarketFigures | null;
}

/** What a branded body draws of the member besides their card's name and colour. */
export type MemberBody = Pick<BodyBrand, "city" | "figures">;

export interface EncodeRequest {
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Raw RGBA pixels of frame `index` (width * height * 4 bytes), a buffer the caller no longer changes. */
  frame: (index: number) => Uint8Array;
  /**
   * The first frame showing the same picture as frame `index` (itself when the picture changes
   * there). Given, only the frames that start a picture are asked for and sent; the encoder holds
   * each picture until the next.
   */
  pictureOf?: (index: number) => number;
  /**
   * The progress line's fill, drawn by the encoder over every frame until `untilFrame`: it then
   * moves smoothly over held pictures, which are drawn with the fill where it stood when drawn.
   */
  progressLine?: ProgressLine;
  /** Called now and then with the share of frames written, 0..1. */
  onProgress?: (share: number) => void;
  /** An audio file laid under the frames as an AAC track, trimmed and faded to their length; none: no audio stream. */
  music?: string;
}

export interface RenderPort {
  /** Encodes the frames into an H.264 MP4 at `outFile`, deterministic and faststart. */
  encode(request: EncodeRequest, outFile: string): Promise<void>;
  /**
   * Joins MP4 files encoded by `encode` with the same size and rate, without re-encoding
   * (ffmpeg's concat demuxer), into a faststart MP4 at `outFile`.
   */
  concat(files: string[], outFile: string): Promise<void>;
  /**
   * A rendition of `input` drawn in the member's brand (their palette, name and photo over the
   * opening line, their city and local figures), as MP4 bytes to give `withEndCard` as its body.
   */
  brandedBody(input: RenderInput, rendition: RenditionName, brand: BodyBrand, photo: Uint8Array | null): Promise<Uint8Array>;
  /**
   * Draws and encodes one rendition of the library's `input` (any brand it carries is left out) into
   * `outFile`, with its music bed, on a thread of its own. `frameLimit` draws only the first frames.
   */
  rendition(
    input: RenderInput,
    layout: Layout,
    outFile: string,
    options?: { onProgress?: (share: number) => void; frameLimit?: number },
  ): Promise<{ frames: number; seconds: number }>;
  /** Encodes the member's end card at a rendition's size, with the same flags as `encode`. */
  endCard(rendition: RenditionName, profile: EndCardProfile, photo: Uint8Array | null, outFile: string): Promise<void>;
  /**
   * The rendition (`body`, as encoded by `encode`) followed by the member's end card, as MP4 bytes.
   * The card is drawn while `body` streams in, so a body still being drawn costs no extra wait.
   * With `music`, the body's sound plays on and the card is quiet; without it, no audio stream.
   * With `captions` (a WebVTT track of the body), the cues are burned into the body's pictures.
   * With `voice` (16-bit PCM WAV), the voice is laid under the whole file from `start` seconds, the
   * music ducked beneath it (or absent without `music`), at -14 LUFS.
   */
  withEndCard(
    rendition: RenditionName,
    body: ReadableStream<Uint8Array>,
    profile: EndCardProfile,
    photo: Uint8Array | null,
    options?: { music: boolean; captions?: string; voice?: { wav: Uint8Array; start: number } },
  ): Promise<Uint8Array>;
}
