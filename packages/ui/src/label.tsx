import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A label always points at its control. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn("text-sm leading-none font-medium text-ink select-none", className)}
      {...props}
    >
      {children}
    </label>
  );
}
