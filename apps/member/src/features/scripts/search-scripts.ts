import type { Script } from "./api/get-scripts.ts";

/** Part 1 §5: a case-insensitive match on title or content. */
export function searchScripts(scripts: readonly Script[], query: string): Script[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...scripts];
  return scripts.filter((s) => s.title.toLowerCase().includes(q) || s.content.toLowerCase().includes(q));
}

/** The line under the search box (part 1 §2.12). */
export function searchSummary(shown: number, total: number, query: string): string {
  return shown === 0
    ? "No scripts found matching your search"
    : `Showing ${shown} of ${total} scripts matching "${query.trim()}"`;
}
