import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { Slot } from "./slot.tsx";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-brand-600 text-white",
        secondary: "border-transparent bg-brand-50 text-brand-700",
        accent: "border-transparent bg-accent-600 text-white",
        // Darker text than the success/danger tokens: on their 10% tint those reach only about 4:1
        // (the "Active" badge); these give 6:1 and more, above WCAG AA's 4.5:1.
        success: "border-transparent bg-success/10 text-[oklch(0.45_0.13_150)]",
        destructive: "border-transparent bg-danger/10 text-[oklch(0.48_0.19_27)]",
        outline: "border-line text-ink",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
