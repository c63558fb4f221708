// The library's browse controls: category, topic, sort and "new for you". Native selects and a
// checkbox: accessible as they are, and they add nothing to the dashboard's first load.
import { useId } from "react";
import { ALL, browseLabel, type ScriptBrowse, SORT_LABELS, toSort } from "../browse-scripts.ts";

export interface ScriptFiltersProps {
  value: ScriptBrowse;
  categories: readonly string[];
  topics: readonly string[];
  onChange: (next: ScriptBrowse) => void;
}

const FIELD = "flex flex-col gap-1 text-sm font-medium text-ink";
const SELECT =
  "h-10 rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm";

export function ScriptFilters({ value, categories, topics, onChange }: ScriptFiltersProps) {
  // Labels point at their controls rather than wrap them: a wrapped select would have its
  // chosen option read as part of its name ("Sort Library order").
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Filter and sort scripts</legend>
      <div className={FIELD}>
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          className={SELECT}
          value={value.category}
          // A topic belongs to one category: changing the category clears it.
          onChange={(e) => onChange({ ...value, category: e.target.value, topic: ALL })}
        >
          <option value={ALL}>All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {browseLabel(c)}
            </option>
          ))}
        </select>
      </div>
      <div className={FIELD}>
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select
          id={`${id}-topic`}
          className={SELECT}
          value={value.topic}
          onChange={(e) => onChange({ ...value, topic: e.target.value })}
        >
          <option value={ALL}>All topics</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {browseLabel(t)}
            </option>
          ))}
        </select>
      </div>
      <div className={FIELD}>
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          id={`${id}-sort`}
          className={SELECT}
          value={value.sort}
          onChange={(e) => onChange({ ...value, sort: toSort(e.target.value) })}
        >
          {Object.entries(SORT_LABELS).map(([sortId, label]) => (
            <option key={sortId} value={sortId}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={value.newOnly}
          onChange={(e) => onChange({ ...value, newOnly: e.target.checked })}
        />
        New for you
      </label>
    </fieldset>
  );
}
