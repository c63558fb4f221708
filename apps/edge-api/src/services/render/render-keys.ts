// Where a render's files live in the media store, and the key that names them: a hash of exactly
// what the frames are drawn from and the renderer's version, so a changed source gets new files
// and an unchanged one is never rendered again.
import { createHash } from "node:crypto";
import { type Cut, HOMEPAGE_SLUG, RENDERER_VERSION, type RenditionName } from "@realty/media/frames/constants";
import type { RenderInput } from "@realty/media/frames/scene";
import { RENDITION_NAMES } from "@realty/media/render-port";

export { RENDITION_NAMES };

export function renderKeyFor(input: RenderInput): string {
  // The home poster's label changed (its title, not the palette's name): part of its key alone, so
  // its files are made again and no library week re-renders.
  const home = input.slug === HOMEPAGE_SLUG ? { poster: "titled" } : {};
  const hashed = JSON.stringify({ v: RENDERER_VERSION, title: input.title, source: input.source, ...home });
  return `${input.slug}-${createHash("sha256").update(hashed).digest("hex").slice(0, 16)}`;
}

/** Videos and captions: gated, never served by file name (routes/content/media.routes.ts). */
export const renditionKey = (key: string, name: RenditionName) => `renders/${key}/${name}.mp4`;
export const captionsKey = (key: string, cut: Cut = "full") =>
  cut === "full" ? `renders/${key}/captions.vtt` : `renders/${key}/captions-${cut}.vtt`;
/**
 * Raise when only the posters' drawing changes: the posters get new names, the renderer makes them
 * again from the same source (build-media.ts) and no video is rendered again.
 */
export const POSTER_EDITION = 2;
/** Posters are public images, like the stock thumbnails they replace. */
export const posterKey = (key: string, name: RenditionName) => `posters/${key}/${POSTER_EDITION}/${name}.jpg`;
/** A rendition with one member's end card, cached per brand fingerprint. */
export const brandedKey = (key: string, name: RenditionName, brandHash: string) => `downloads/${key}/${name}-${brandHash}.mp4`;

export function posterKeys(key: string): string[] {
  return RENDITION_NAMES.map((n) => posterKey(key, n));
}

export function renderOutputKeys(key: string): string[] {
  return [...RENDITION_NAMES.map((n) => renditionKey(key, n)), ...posterKeys(key), captionsKey(key), captionsKey(key, "short")];
}

/**
 * The captions a voice-over's words make, kept beside its audio: what a voiced download burns in
 * (the render service reads them through its job, which names only the audio).
 */
export const voiceCaptionsKey = (voiceAudioKey: string) => voiceAudioKey.replace(/\.wav$/, ".vtt");
