// Which stored file a rendered video's URL serves, once its render job is done.
import type { RenditionName } from "../ports/render.ts";
import type { Catalogue } from "../services/content/catalogue.ts";
import { captionsKey, renditionKey } from "../services/render/render-keys.ts";

export function renderReady(catalogue: Catalogue, renderKey: string | null): renderKey is string {
  return !!renderKey && catalogue.renders.get(renderKey)?.status === "done";
}

export function renderFileKey(
  catalogue: Catalogue,
  renderKey: string | null,
  name: RenditionName | "captions" | "captions-short",
): string | null {
  if (!renderReady(catalogue, renderKey)) return null;
  if (name === "captions") return captionsKey(renderKey);
  if (name === "captions-short") return captionsKey(renderKey, "short");
  return renditionKey(renderKey, name);
}
