import { cn } from "@realty/ui/cn";

export type Step = 1 | 2 | 3;

/** Where the buyer is among the three steps (part 2 §2). */
export function StepIndicator({ step, secondLabel }: { step: Step; secondLabel: string }) {
  const steps = ["Choose Plan", secondLabel, "Payment"];
  return (
    <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label="Checkout steps">
      {steps.map((label, i) => {
        const n = (i + 1) as Step;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={n === step ? "step" : undefined}>
            <span
              className={cn(
                "flex size-7 items-center justify-center rounded-full text-xs font-bold",
                n < step ? "bg-success text-white" : n === step ? "bg-brand-600 text-white" : "bg-brand-50 text-muted",
              )}
            >
              {n}
            </span>
            <span className={cn("font-medium", n === step ? "text-ink" : "text-muted")}>{label}</span>
            {n < 3 ? <span aria-hidden className="mx-1 h-px w-6 bg-line" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
