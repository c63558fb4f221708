// CPU-heavy media work kept off the request thread: re-encoding an uploaded image once to the size
// the product uses, and drawing a lead-magnet PDF. On Node a pool of worker threads with a time
// limit does it (adapters/media-work); Workers have no threads or canvas and leave it absent.
import type { PostImageSize } from "@realty/media/post-images/sizes";
import type { PhotoBytes, SheetBrand } from "../services/lead-magnets/lead-magnet-brand.ts";
import type { LeadMagnetSheet } from "../services/lead-magnets/lead-magnet-sheet.ts";
import type { CarouselSlideRequest, PostImageRequest } from "./post-images.ts";

export type ImageFormat = "jpeg" | "png" | "webp";

export interface FitImageRequest {
  bytes: Uint8Array;
  /** Longest side of the result, in pixels; a smaller image keeps its size. */
  maxSide: number;
  format: ImageFormat;
}

export interface LeadMagnetPdfRequest {
  sheet: LeadMagnetSheet;
  brand: SheetBrand;
  photo: PhotoBytes | null;
}

export interface MediaWorkPort {
  /** The image decoded and encoded again in `format`, fitted within `maxSide`; null when it cannot be decoded. */
  fitImage(request: FitImageRequest): Promise<Uint8Array | null>;
  /** The lead magnet's PDF: a cover and its content pages. */
  leadMagnetPdf(request: LeadMagnetPdfRequest): Promise<Uint8Array>;
}

/** What the adapter sends one thread (threads/media-thread.ts). */
export type MediaJob =
  | ({ kind: "fit-image" } & FitImageRequest)
  | ({ kind: "lead-magnet-pdf" } & LeadMagnetPdfRequest)
  | { kind: "post-image"; size: PostImageSize; request: PostImageRequest }
  | { kind: "carousel-slide"; request: CarouselSlideRequest }
  | { kind: "webp-preview"; png: Uint8Array; width: number };
