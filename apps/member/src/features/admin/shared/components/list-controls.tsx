import { Button } from "@realty/ui/button";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Select } from "./form-controls.tsx";

export interface SortChoice {
  label: string;
  sort: string;
  dir: "asc" | "desc";
}

/** One select for what to sort by and which way, as "Name A–Z" rather than two controls. */
export function SortSelect({
  choices,
  list,
}: {
  choices: readonly SortChoice[];
  /** The list's state (useListQuery): only the sort and the direction go into its query, not the label. */
  list: { filters: { sort: string; dir: string }; change: (next: { sort: string; dir: SortChoice["dir"] }) => void };
}) {
  const current = choices.findIndex((c) => c.sort === list.filters.sort && c.dir === list.filters.dir);
  return (
    <Select
      aria-label="Sort"
      className="sm:w-48"
      value={String(Math.max(0, current))}
      onChange={(e) => {
        const choice = choices[Number(e.target.value)];
        if (choice) list.change({ sort: choice.sort, dir: choice.dir });
      }}
    >
      {choices.map((c, i) => (
        <option key={c.label} value={i}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}

/** The header actions of an exportable list: the CSV link, then the list's own buttons. */
export function ListActions({ csvHref, children }: { csvHref: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={csvHref} download>
          <Download aria-hidden />
          Export CSV
        </a>
      </Button>
      {children}
    </div>
  );
}
