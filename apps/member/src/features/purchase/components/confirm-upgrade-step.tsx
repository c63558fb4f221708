import type { CurrentUser } from "@realty/contracts/auth";
import { type AccessLevel, canUpgrade, type PaidTier, PLANS } from "@realty/plans";
import { Alert, AlertDescription } from "@realty/ui/alert";
import { Button } from "@realty/ui/button";
import { ArrowRight } from "lucide-react";

interface ConfirmUpgradeProps {
  member: CurrentUser;
  plan: PaidTier;
  from: AccessLevel;
  onContinue: () => void;
}

/** Step 2 for a signed-in member: who is buying, and from which plan (part 2 §2). */
export function ConfirmUpgradeStep({ member, plan, from, onContinue }: ConfirmUpgradeProps) {
  const allowed = from === "none" || canUpgrade(from, plan);
  const currentName = from === "none" ? "" : PLANS[from].name;
  return (
    <section aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-2xl font-bold tracking-tight text-ink">
        {from === "none" ? "Your Information" : "Confirm Upgrade"}
      </h1>
      <dl className="mt-6 grid gap-4 rounded-(--radius-card) border border-line bg-white p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Name</dt>
          <dd className="font-semibold text-ink">
            {member.firstName} {member.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="font-semibold break-all text-ink">{member.email}</dd>
        </div>
        {from !== "none" ? (
          <div className="sm:col-span-2">
            <dt className="text-muted">Plan</dt>
            <dd className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {PLANS[from].name}
              <ArrowRight className="size-4 text-muted" aria-label="to" />
              {PLANS[plan].name}
            </dd>
          </div>
        ) : null}
      </dl>
      {allowed ? (
        <Button size="lg" className="mt-6 w-full" onClick={onContinue}>
          Continue to Payment
        </Button>
      ) : (
        <Alert variant="info" className="mt-6">
          <AlertDescription className="text-ink">
            Your {currentName} plan already includes {PLANS[plan].name}. Choose a higher plan to upgrade.
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}
