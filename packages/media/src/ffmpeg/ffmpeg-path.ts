// Where the ffmpeg binary is: the one @ffmpeg-installer/ffmpeg ships (no system package). Its own
// module, so the audio steps and the rendering port can both run ffmpeg without importing each other.
import { createRequire } from "node:module";

let binary: string | undefined;

/**
 * The ffmpeg binary of @ffmpeg-installer/ffmpeg, resolved on first use: on a platform the package
 * does not cover, the server still starts and a render fails with the package's own message.
 */
export function ffmpegPath(): string {
  binary ??= (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  return binary;
}
