import { type AccessLevel, formatDollars, type PaidTier, PLAN_LIST, tierRank } from "@realty/plans";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { cn } from "@realty/ui/cn";
import { Check } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { PlanStepHeading } from "./plan-step-heading.tsx";

interface PlanStepProps {
  selected: PaidTier;
  /** A member's current level: that plan and those below it cannot be bought again. */
  current: AccessLevel;
  onChoose: (plan: PaidTier) => void;
  /** Drawn right after the selected plan's card: the order summary on a one-column phone screen. */
  afterSelected?: ReactNode;
}

/** Step 1: the four plans; the popular one is marked 'Most Popular' (part 2 §2). */
export function PlanStep({ selected, current, onChoose, afterSelected = null }: PlanStepProps) {
  return (
    <section aria-labelledby="plans-title">
      <PlanStepHeading id="plans-title" />
      {/* Dense: on two columns the plan after the summary fills the cell beside the selected one. */}
      <div className="mt-6 grid grid-flow-row-dense gap-4 sm:grid-cols-2">
        {PLAN_LIST.map((plan) => {
          const included = current !== "none" && tierRank(plan.id) <= tierRank(current);
          return (
            <Fragment key={plan.id}>
              <article
                aria-labelledby={`plan-${plan.id}`}
                className={cn(
                  "relative flex flex-col rounded-(--radius-card) border bg-white p-5 shadow-(--shadow-card)",
                  plan.popular ? "border-accent-500 ring-2 ring-accent-500/30" : "border-line",
                  selected === plan.id && "outline-2 outline-offset-2 outline-brand-500",
                )}
              >
                {plan.popular ? (
                  <Badge variant="accent" className="absolute -top-3 left-5">
                    Most Popular
                  </Badge>
                ) : null}
                <h2 id={`plan-${plan.id}`} className="text-lg font-bold text-ink">
                  {plan.name}
                </h2>
                <p className="mt-2 flex items-baseline gap-2">
                  <span className="text-3xl font-extrabold text-ink">{formatDollars(plan.priceCents)}</span>
                  <s className="text-sm text-muted">
                    <span className="sr-only">List price </span>
                    {formatDollars(plan.listPriceCents)}
                  </s>
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  className="mt-5 w-full"
                  variant={plan.popular ? "accent" : "default"}
                  disabled={included}
                  onClick={() => onChoose(plan.id)}
                >
                  {included ? "Included in your plan" : `Continue with ${plan.name}`}
                </Button>
              </article>
              {selected === plan.id && afterSelected ? <div className="sm:col-span-2">{afterSelected}</div> : null}
            </Fragment>
          );
        })}
      </div>
    </section>
  );
}
