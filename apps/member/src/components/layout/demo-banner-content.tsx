import { DEMO_SAMPLES, ENTRY_PLAN, formatDollars } from "@realty/plans";
import { Sparkles } from "lucide-react";
import { paths } from "../../config/paths.ts";

/**
 * Says plainly that this is a demo and what it opens, with the way to buy. Loaded for demo
 * accounts only (demo-banner.tsx); the server decides what they open (services/content/access.ts).
 */
export default function DemoBannerContent() {
  return (
    <aside
      aria-label="Demo account"
      data-testid="demo-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-brand-900 px-4 py-2 text-center text-sm text-white"
    >
      <span>
        <Sparkles className="mr-1.5 inline size-4 align-[-2px]" aria-hidden />
        You're in a demo: {DEMO_SAMPLES.scripts} scripts, the free videos and {DEMO_SAMPLES.posts} posts are open, and you can
        personalize a sample script.
      </span>
      <a href={paths.purchase.path} className="font-semibold underline underline-offset-2 hover:text-brand-100">
        Get the full library from {formatDollars(ENTRY_PLAN.priceCents)}
      </a>
    </aside>
  );
}
