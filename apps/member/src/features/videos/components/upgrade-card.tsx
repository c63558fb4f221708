import { Button } from "@realty/ui/button";
import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";

/** Shown when some videos are locked and the plan is not the top one (part 1 §2.12). */
export function UpgradeCard() {
  return (
    <section
      aria-labelledby="unlock-videos-heading"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden />
        <div>
          <h3 id="unlock-videos-heading" className="text-lg font-bold text-ink">
            Unlock More Professional Videos
          </h3>
          <p className="text-sm text-muted">Upgrade your plan to add more of the 52-week authority video plan.</p>
        </div>
      </div>
      <Button asChild variant="accent">
        <Link href={paths.account.getHref("subscription")}>Upgrade Now</Link>
      </Button>
    </section>
  );
}
