// The guarantee as progress: real leads captured in the first 30 days, and the days left.
import { GUARANTEE_COVERAGE } from "@realty/plans";
import { Card, CardContent } from "@realty/ui/card";
import { Suspense, useId } from "react";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { useGuarantee } from "../api/get-guarantee.ts";

// The claim is offered only once the 30 days are over: its form loads for the members who can file one.
const GuaranteeClaim = lazyPart(
  "features/leads/components/guarantee-claim",
  () => import("./guarantee-claim.tsx"),
  (m) => m.GuaranteeClaim,
);

export function GuaranteeTracker() {
  const { data } = useGuarantee();
  // The tracker shows in the Leads tab and beside "Start here": each copy names its own heading.
  const headingId = useId();
  const progress = data?.progress;
  if (!progress) return null;
  if (!progress.covered) {
    return (
      <Card>
        <CardContent>
          <section aria-labelledby={headingId} className="grid gap-2">
            <h3 id={headingId} className="text-base font-semibold text-ink">
              Money-back guarantee
            </h3>
            <p className="text-sm text-ink" data-testid="guarantee-not-covered">
              {GUARANTEE_COVERAGE} Upgrade to a plan with videos to be covered.
            </p>
          </section>
        </CardContent>
      </Card>
    );
  }
  const { leads, leadsTarget, daysLeft } = progress;
  const met = leads >= leadsTarget;
  const shown = Math.min(leads, leadsTarget);
  return (
    <Card>
      <CardContent className="grid gap-3">
        <section aria-labelledby={headingId} className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={headingId} className="text-base font-semibold text-ink">
              Guarantee: {leadsTarget} leads in 30 days
            </h3>
            <p className="text-sm text-muted">
              {daysLeft > 0 ? `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left` : "The 30 days have ended"}
            </p>
          </div>
          <p className="text-sm text-ink" data-testid="guarantee-leads">
            {leads} of {leadsTarget} leads {met ? "— reached" : ""}
          </p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
            max={leadsTarget}
            value={shown}
            aria-label={`Leads toward the guarantee: ${leads} of ${leadsTarget}`}
          />
          <p className="text-sm text-ink" data-testid="guarantee-videos">
            {progress.videos} of {progress.videosTarget} videos posted through the hub (one a day counts)
          </p>
          <p className="text-sm text-ink" data-testid="guarantee-authority">
            {progress.authorityVideos} of {progress.authorityTarget} authority videos from the library (one a week counts)
          </p>
          {progress.claimable || progress.openClaimAt ? (
            <Suspense fallback={null}>
              <GuaranteeClaim progress={progress} />
            </Suspense>
          ) : null}
          <p className="text-xs text-muted">
            Leads are counted from the contact forms on your shared pages, videos from your posts through the social hub, both
            from your first purchase; see the{" "}
            <a className="underline" href="/guarantee">
              guarantee terms
            </a>
            .
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
