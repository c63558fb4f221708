// Native select and textarea styled like @realty/ui's Input: native controls keep labels, keyboard
// use and screen readers right with no extra script.
import { cn } from "@realty/ui/cn";
import type { ComponentProps } from "react";

const control =
  "w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs outline-none md:text-sm focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 disabled:opacity-60 aria-invalid:border-danger";

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(control, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(control, "min-h-24", className)} {...props} />;
}

export function Checkbox({ label, className, ...props }: ComponentProps<"input"> & { label: string }) {
  return (
    <label className={cn("inline-flex items-center gap-2 text-sm font-medium text-ink", className)}>
      <input type="checkbox" className="size-4 rounded border-line accent-brand-600" {...props} />
      {label}
    </label>
  );
}

export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels?: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels(value) : value}
    </option>
  ));
}
