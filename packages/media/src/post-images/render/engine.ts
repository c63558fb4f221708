// The post-image renderer, the same in Node and in the Worker: satori lays the picture out as SVG
// (its layout engine is WebAssembly) and resvg's WebAssembly build turns the SVG into a PNG. Each
// runtime hands over the two .wasm binaries its own way (Node reads the files, the Worker imports
// them as compiled modules, since workerd refuses to compile WebAssembly from bytes); after that,
// every pixel comes from the same code and the same bundled fonts.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori, { init as initSatori, type SatoriOptions } from "satori/standalone";
import { INTER_WOFF_BASE64 } from "./inter-fonts.ts";
import type { CardNode } from "./nodes.ts";

/** A compiled WebAssembly module (the Worker) or the binary's bytes (Node). */
export type WasmInput = Awaited<Parameters<typeof initWasm>[0]>;

export interface EngineWasm {
  /** satori's layout engine (yoga), `satori/yoga.wasm`. */
  layout: WasmInput;
  /** `@resvg/resvg-wasm/index_bg.wasm`. */
  resvg: WasmInput;
}

/** The family name the layouts ask for: only the bundled Inter answers to it. */
export const CARD_FONT = "RealtyInter";

let ready: Promise<void> | null = null;

/** Loads both engines once per process or isolate; later calls wait for the first. */
export function initEngine(wasm: EngineWasm): Promise<void> {
  ready ??= Promise.all([initSatori(wasm.layout as never), initWasm(wasm.resvg as never)]).then(() => undefined);
  return ready;
}

function decodeBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

let fonts: SatoriOptions["fonts"] | null = null;

/** One array for every call: satori caches parsed fonts by the array it is given. */
function cardFonts(): SatoriOptions["fonts"] {
  fonts ??= ([500, 700, 800] as const).map((weight) => ({
    name: CARD_FONT,
    data: decodeBase64(INTER_WOFF_BASE64[weight]),
    weight,
    style: "normal" as const,
  }));
  return fonts;
}

function assertReady(): void {
  if (!ready) throw new Error("The post-image engine is not initialised: call initEngine first");
}

export interface SvgOptions {
  width: number;
  /** Omitted: the height the content needs (how the fitting measures a block). */
  height?: number;
  /** Text as <text> nodes instead of glyph outlines: what the tests read the words from. */
  textAsText?: boolean;
}

export async function renderSvg(node: CardNode, options: SvgOptions): Promise<string> {
  assertReady();
  await ready;
  return satori(node as never, {
    width: options.width,
    ...(options.height === undefined ? {} : { height: options.height }),
    fonts: cardFonts(),
    embedFont: !options.textAsText,
  });
}

/** The height satori gave an SVG rendered without one. */
export function svgHeight(svg: string): number {
  const match = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg);
  if (!match?.[1]) throw new Error("The SVG has no height");
  return Number(match[1]);
}

export async function svgToPng(svg: string): Promise<Uint8Array> {
  assertReady();
  await ready;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  const image = resvg.render();
  const png = image.asPng();
  image.free();
  resvg.free();
  return png;
}
