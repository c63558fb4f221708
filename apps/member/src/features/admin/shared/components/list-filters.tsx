// The controls above a server-paged list: a search box and "All …" filter selects, bound to
// useListQuery's `field(key)`.
import { cn } from "@realty/ui/cn";
import { Input } from "@realty/ui/input";
import { Search } from "lucide-react";
import type { ChangeEvent } from "react";
import { Options, Select } from "./form-controls.tsx";

interface Bound<E> {
  value: string;
  onChange: (event: ChangeEvent<E>) => void;
}

/** A search box named for screen readers by `label`; `icon` puts the magnifier inside it. */
export function SearchBox({
  label,
  placeholder,
  icon = false,
  className,
  ...bound
}: Bound<HTMLInputElement> & { label: string; placeholder: string; icon?: boolean; className?: string }) {
  const input = (
    <Input type="search" aria-label={label} placeholder={placeholder} className={icon ? "pl-9" : className} {...bound} />
  );
  if (!icon) return input;
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted" aria-hidden />
      {input}
    </div>
  );
}

/** A filter select whose first option, with the empty value, shows everything (`allLabel`). */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  values,
  labels,
  className,
  ...bound
}: Bound<HTMLSelectElement> & {
  label: string;
  allLabel: string;
  values: readonly T[];
  labels?: (value: T) => string;
  className?: string;
}) {
  return (
    <Select aria-label={label} className={className} {...bound}>
      <option value="">{allLabel}</option>
      <Options values={values} labels={labels} />
    </Select>
  );
}
