// "Start here": the first-week checklist after the first purchase, with the guarantee tracker
// beside it. Every tick comes from the server (each step is done only when the member did it).
// On a phone the steps fold behind one button so the library's first cards stay on the first screen.
import type { StartHereItem, StartHereState, StartHereStepId } from "@realty/contracts/start-here";
import { Button } from "@realty/ui/button";
import { cn } from "@realty/ui/cn";
import { toast } from "@realty/ui/use-toast";
import { CheckCircle2, Circle } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { dismissStartHere } from "../api/dismiss-start-here.ts";

export type LibraryTabName = "scripts" | "videos";

/** Where each step is taken: another page, or a tab of this dashboard. */
const STEP_PLACE: Record<StartHereStepId, { href: string } | { tab: LibraryTabName }> = {
  brand_profile: { href: `${paths.account.path}#brand` },
  customized_script: { tab: "scripts" },
  branded_video: { tab: "videos" },
  scheduled_post: { href: paths.socialHub.path },
  shared_page: { tab: "scripts" },
};

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

function StepTitle({ item, onOpenTab }: { item: StartHereItem; onOpenTab: (tab: LibraryTabName) => void }) {
  const place = STEP_PLACE[item.id];
  if ("href" in place) {
    return (
      <Link className={linkClass} href={place.href}>
        {item.title}
      </Link>
    );
  }
  return (
    <button type="button" className={cn(linkClass, "text-left")} onClick={() => onOpenTab(place.tab)}>
      {item.title}
    </button>
  );
}

function Step({ item, onOpenTab }: { item: StartHereItem; onOpenTab: (tab: LibraryTabName) => void }) {
  const Icon = item.done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3" data-step={item.id} data-done={item.done}>
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", item.done ? "text-success" : "text-muted")} />
      <div className="min-w-0">
        <StepTitle item={item} onOpenTab={onOpenTab} />
        <span className="sr-only">{item.done ? " (done)" : " (not done yet)"}</span>
        <p className="text-sm text-muted">{item.hint}</p>
      </div>
    </li>
  );
}

export interface StartHereProps {
  /** GET /api/user/start-here's answer (read by the page, which waits for it: see pages/dashboard.tsx). */
  state: StartHereState | undefined;
  /** Beside the steps: the guarantee tracker, composed by the route. */
  aside?: ReactNode;
  onOpenTab: (tab: LibraryTabName) => void;
}

export function StartHere({ state: data, aside, onOpenTab }: StartHereProps) {
  const [open, setOpen] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const stepsId = useId();
  if (!data?.show) return null;
  const { items, completed, total } = data;

  const dismiss = async () => {
    setDismissing(true);
    try {
      await dismissStartHere();
      // The section is gone: keep keyboard focus in the page, on the library's current tab.
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    } catch {
      setDismissing(false);
      toast({ variant: "destructive", title: "We couldn't hide the checklist. Please try again." });
    }
  };

  return (
    <section
      aria-labelledby="start-here-heading"
      data-testid="start-here"
      className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-baseline gap-3">
          <h2 id="start-here-heading" className="text-lg font-bold text-ink">
            Start here
          </h2>
          <p className="text-sm text-muted" data-testid="start-here-count">
            {completed} of {total} done
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            className="md:hidden"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={stepsId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? "Hide steps" : "Show steps"}
          </Button>
          <Button variant="ghost" size="sm" disabled={dismissing} aria-label="Dismiss the Start here checklist" onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      </div>
      <div id={stepsId} className={cn("mt-4 flex flex-col gap-6 md:flex-row", !open && "max-md:hidden")}>
        <div className="grid min-w-0 flex-[3] content-start gap-3">
          {/* A pale track, so an empty bar does not read as a full grey one at a glance. */}
          <progress
            className="h-2 w-full appearance-none overflow-hidden rounded-full bg-brand-50 accent-brand-600 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-50 [&::-webkit-progress-value]:bg-brand-600"
            max={total}
            value={completed}
            aria-label={`First-week steps done: ${completed} of ${total}`}
          />
          <ol className="grid gap-3">
            {items.map((item) => (
              <Step key={item.id} item={item} onOpenTab={onOpenTab} />
            ))}
          </ol>
          {completed === total ? (
            <p className="text-sm font-semibold text-ink">All done: your first week is set up. You can dismiss this list.</p>
          ) : null}
        </div>
        {/* Empty (and hidden) when the tracker has nothing to show, so the steps take the width. */}
        {aside ? <div className="min-w-0 flex-[2] empty:hidden">{aside}</div> : null}
      </div>
    </section>
  );
}
