// Node's way into the renderer: the two WebAssembly binaries read from node_modules.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initEngine } from "./engine.ts";

export async function initEngineFromFiles(): Promise<void> {
  const require = createRequire(import.meta.url);
  const [layout, resvg] = await Promise.all([
    readFile(require.resolve("satori/yoga.wasm")),
    readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
  ]);
  await initEngine({ layout, resvg });
}
