// Browsing the library: category and topic filters, "new for you" and sort, applied
// before the search of part 1 §5 so the search's own line keeps its meaning.
import type { Script } from "./api/get-scripts.ts";

export type ScriptSort = "library" | "title" | "new-first";

export interface ScriptBrowse {
  category: string;
  topic: string;
  newOnly: boolean;
  sort: ScriptSort;
}

export const ALL = "";
export const DEFAULT_BROWSE: ScriptBrowse = { category: ALL, topic: ALL, newOnly: false, sort: "library" };

export const SORT_LABELS: Record<ScriptSort, string> = {
  library: "Library order",
  title: "Title (A–Z)",
  "new-first": "New for you first",
};

/** A sort picked in the form, or the library order for anything unknown. */
export function toSort(value: string): ScriptSort {
  return value === "title" || value === "new-first" ? value : "library";
}

const CATEGORY_LABELS: Record<string, string> = { buyer: "Buyers", seller: "Sellers", market: "Market", local: "Local" };

/** "first-time-buyers" reads "First time buyers"; known categories have their own names. */
export function browseLabel(value: string): string {
  const known = CATEGORY_LABELS[value];
  if (known) return known;
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The distinct values of a field, in library order of first appearance. */
function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const v of values) if (v) seen.add(v);
  return [...seen];
}

export function categoriesOf(scripts: readonly Script[]): string[] {
  return distinct(scripts.map((s) => s.category));
}

/** Topics within the chosen category (all topics when none is chosen), sorted by label. */
export function topicsOf(scripts: readonly Script[], category: string): string[] {
  return distinct(scripts.filter((s) => category === ALL || s.category === category).map((s) => s.topic)).sort((a, b) =>
    browseLabel(a).localeCompare(browseLabel(b)),
  );
}

/** True when any filter narrows the list (sort alone does not). */
export function isFiltered(browse: ScriptBrowse): boolean {
  return browse.category !== ALL || browse.topic !== ALL || browse.newOnly;
}

/** Filters then sorts; `opened` holds the ids the member has opened. Stable: ties keep library order. */
export function browseScripts(scripts: readonly Script[], browse: ScriptBrowse, opened: ReadonlySet<number>): Script[] {
  const kept = scripts.filter(
    (s) =>
      (browse.category === ALL || s.category === browse.category) &&
      (browse.topic === ALL || s.topic === browse.topic) &&
      (!browse.newOnly || !opened.has(s.id)),
  );
  if (browse.sort === "title") return kept.sort((a, b) => a.title.localeCompare(b.title));
  if (browse.sort === "new-first") return kept.sort((a, b) => Number(opened.has(a.id)) - Number(opened.has(b.id)));
  return kept;
}

/** The line under the filters when no search is typed: what the filters left. */
export function browseSummary(shown: number, total: number): string {
  return shown === 0 ? "No scripts match these filters" : `Showing ${shown} of ${total} scripts`;
}
