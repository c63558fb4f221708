// The dashboard's three tabs, following the WAI-ARIA tabs pattern (automatic activation, arrow
// keys, Home/End). Written here rather than with Radix Tabs to keep about 8 KB gzip out of the
// dashboard's first load (budget: 100 KB, part of the checks).
import { cn } from "@realty/ui/cn";
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface LibraryTab<Id extends string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface LibraryTabsProps<Id extends string> {
  label: string;
  tabs: readonly LibraryTab<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function LibraryTabs<Id extends string>({ label, tabs, value, onChange }: LibraryTabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const active = tabs.find((t) => t.id === value) ?? tabs[0];

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[e.key];
    const index = tabs.findIndex((t) => t.id === value);
    const next = move ? tabs[move(index, tabs.length)] : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-brand-50 p-1 text-muted"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`library-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`library-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={cn(
                "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors outline-none [&_svg]:size-4",
                "hover:text-ink focus-visible:ring-3 focus-visible:ring-brand-500/40",
                selected && "bg-white text-brand-700 shadow-sm",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        // At least most of a screen tall: while a tab loads (skeletons, then its content) the footer
        // stays below the first screen instead of moving with each step (CLS 0.16 on the Leads tab).
        <div
          role="tabpanel"
          id={`library-panel-${active.id}`}
          aria-labelledby={`library-tab-${active.id}`}
          className="min-h-[80dvh]"
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
