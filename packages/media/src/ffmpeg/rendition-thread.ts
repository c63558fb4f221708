// One rendition drawn and encoded on a thread of its own (render-in-thread.ts starts it). Node runs
// this file directly (type stripping): erasable syntax only.
import { parentPort, workerData } from "node:worker_threads";
import { loadBoundedImage } from "../bounded-image.ts";
import { renderRendition } from "../frames/render-video.ts";
import { ffmpegRender } from "./ffmpeg.ts";
import type { ThreadRendition } from "./render-in-thread.ts";

const { input, brand, photo, layout, outFile } = workerData as ThreadRendition;
const frameBrand = brand ? { ...brand, photo: await loadBoundedImage(photo) } : undefined;
const result = await renderRendition(ffmpegRender(), { ...input, brand: frameBrand }, layout, outFile);
parentPort?.postMessage(result);
