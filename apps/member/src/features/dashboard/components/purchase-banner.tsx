import { LIBRARY_SIZE } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Lock } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { logout } from "../../../lib/auth.ts";

/** Shown to an account without a purchase (part 1 §2.12). */
export function PurchaseBanner() {
  return (
    <section
      aria-labelledby="purchase-banner-title"
      className="rounded-(--radius-card) border border-accent-500/30 bg-gradient-to-br from-accent-500/10 via-white to-brand-50 p-6 shadow-(--shadow-card)"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-1 size-5 shrink-0 text-accent-600" aria-hidden />
        <div>
          <h2 id="purchase-banner-title" className="text-xl font-bold text-ink">
            Complete Your Purchase to Access Premium Content
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-ink">
            <li>{LIBRARY_SIZE.scripts} Scripts</li>
            <li>{LIBRARY_SIZE.videos} Videos</li>
            <li>{LIBRARY_SIZE.posts} Social Posts</li>
          </ul>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent">
              <Link href={paths.purchase.path}>Complete Purchase Now</Link>
            </Button>
            <Button variant="outline" onClick={() => void logout()}>
              Switch Account
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
