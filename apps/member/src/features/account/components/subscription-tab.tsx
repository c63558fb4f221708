import { type AccessLevel, formatDollars, PLANS, TOP_PLAN, upgradePaths, upgradePriceCents } from "@realty/plans";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { ArrowUpRight } from "lucide-react";
import { paths } from "../../../config/paths.ts";

/** Current Plan (part 2 §2): the plan, 'Active', the upgrade paths with their price differences. */
export function SubscriptionTab({ level }: { level: AccessLevel | undefined }) {
  if (!level) return <Skeleton className="h-48 w-full" />;
  const plan = level === "none" ? null : PLANS[level];
  const upgrades = upgradePaths(level);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
        <CardDescription>One-time purchase. Upgrade any time by paying only the difference.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4">
          <div>
            <p className="text-lg font-bold text-ink">{plan ? plan.name : "No Access"}</p>
            <p className="text-sm text-muted">
              {plan ? `${formatDollars(plan.priceCents)} one-time` : "You have not bought a plan yet."}
            </p>
          </div>
          {plan ? <Badge variant="success">Active</Badge> : null}
        </div>
        {upgrades.length > 0 ? (
          <section aria-labelledby="upgrades-title">
            <h3 id="upgrades-title" className="font-semibold text-ink">
              Available Upgrades
            </h3>
            <ul className="mt-3 grid gap-3">
              {upgrades.map((tier) => (
                <li key={tier} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4">
                  <div>
                    <p className="font-semibold text-ink">{PLANS[tier].name}</p>
                    <p className="text-sm text-muted">
                      Pay the difference:{" "}
                      <span className="font-semibold text-ink">{formatDollars(upgradePriceCents(level, tier))}</span>
                    </p>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <a href={paths.purchase.getHref({ upgrade: tier, from: level })}>Upgrade to {PLANS[tier].name}</a>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {level !== TOP_PLAN.id ? (
          <Button asChild variant="accent" className="w-fit">
            <a href={paths.purchase.path}>
              Upgrade Your Plan
              <ArrowUpRight aria-hidden />
            </a>
          </Button>
        ) : (
          <p className="text-sm text-muted">You have the complete library: every script, video and post.</p>
        )}
      </CardContent>
    </Card>
  );
}
