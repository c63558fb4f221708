import { Button } from "@realty/ui/button";
import { Download } from "lucide-react";
import { Select } from "./form-controls.tsx";

export interface SortChoice {
  label: string;
  sort: string;
  dir: "asc" | "desc";
}

/** One select for what to sort by and which way, as "Name A–Z" rather than two controls. */
export function SortSelect({
  choices,
  sort,
  dir,
  onChange,
}: {
  choices: readonly SortChoice[];
  sort: string;
  dir: string;
  onChange: (choice: SortChoice) => void;
}) {
  const current = choices.findIndex((c) => c.sort === sort && c.dir === dir);
  return (
    <Select
      aria-label="Sort"
      className="sm:w-48"
      value={String(Math.max(0, current))}
      onChange={(e) => {
        const choice = choices[Number(e.target.value)];
        if (choice) onChange(choice);
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

export function CsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
