import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted/70 md:text-sm",
        "focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25",
        "read-only:bg-surface read-only:text-muted disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-danger aria-invalid:ring-danger/20",
        className,
      )}
      {...props}
    />
  );
}
