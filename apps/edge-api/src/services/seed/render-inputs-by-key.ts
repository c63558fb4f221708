// The library's video sources by render key: what a renderer needs to draw a video again in a
// member's brand (Node's downloads and the render service both read content/).
import type { RenderInput } from "../../ports/render.ts";
import { allRenders } from "../render/render-inputs.ts";
import { loadLibraryContent } from "./load-content.ts";

/** Read once, at the first lookup. */
export function renderInputsByKey(contentDir: string): (renderKey: string) => RenderInput | null {
  let byKey: Map<string, RenderInput> | null = null;
  return (renderKey) => {
    byKey ??= new Map(allRenders(loadLibraryContent(contentDir).renders).map((r) => [r.key, r.input]));
    return byKey.get(renderKey) ?? null;
  };
}
