// One rendition drawn and encoded on a thread of its own (render-in-thread.ts starts it). Node runs
// this file directly (type stripping): erasable syntax only.
import { parentPort, workerData } from "node:worker_threads";
import { loadBoundedImage } from "../bounded-image.ts";
import { renderRendition } from "../frames/render-video.ts";
import { ffmpegRender } from "./ffmpeg.ts";
import type { ThreadMessage, ThreadRendition } from "./render-in-thread.ts";

const { input, brand, photo, layout, outFile, frameLimit } = workerData as ThreadRendition;
const say = (message: ThreadMessage) => parentPort?.postMessage(message);
const frameBrand = brand ? { ...brand, photo: await loadBoundedImage(photo) } : undefined;
const done = await renderRendition(
  ffmpegRender(),
  { ...input, brand: frameBrand },
  layout,
  outFile,
  (progress) => say({ progress }),
  frameLimit,
);
say({ done });
