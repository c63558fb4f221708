import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-md bg-brand-100/70", className)} {...props} />
  );
}
