import { memberRouteAt } from "@realty/contracts/member-routes";
import { Skeleton } from "@realty/ui/skeleton";
import { PlanStepHeading } from "../../features/purchase/components/plan-step-heading.tsx";
import { PurchaseNav } from "../../features/purchase/components/purchase-nav.tsx";
import { PurchasePage } from "../../features/purchase/components/purchase-page.tsx";
import { StepIndicator } from "../../features/purchase/components/step-indicator.tsx";
import { LoadingRegion } from "../shell-parts.tsx";

/**
 * The server sends the Stripe-enabled CSP only with the checkout's own document. Reached in-app
 * from another page, this document carries the default policy, so load the checkout afresh.
 */
function loadedAsCheckout(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  if (!entry) return true;
  return Boolean(memberRouteAt(new URL(entry.name).pathname)?.checkout);
}

export default function Purchase() {
  if (!loadedAsCheckout()) {
    window.location.replace(window.location.href);
    return null;
  }
  return <PurchasePage />;
}

/**
 * The first screen before the session answers (drawn into the HTML at build time): the navigation,
 * the steps and the plans as a skeleton. The page decides the plans and the signed-in links.
 */
export function Shell() {
  return (
    <div className="min-h-dvh bg-surface">
      <PurchaseNav signedIn={false} offerAccess={false} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <main id="main" className="min-w-0">
          <StepIndicator step={1} secondLabel="Your Information" />
          <div className="mt-6">
            <PlanStepHeading />
          </div>
          <LoadingRegion label="Loading plans" className="mt-6 grid gap-4 sm:grid-cols-2">
            {["plan-1", "plan-2", "plan-3", "plan-4"].map((key) => (
              <Skeleton key={key} className="h-72 rounded-(--radius-card)" />
            ))}
          </LoadingRegion>
        </main>
        <Skeleton className="h-80 rounded-(--radius-card)" />
      </div>
    </div>
  );
}
