import { Button } from "@realty/ui/button";
import { ScriptCard } from "@realty/ui/script-card";
import { Skeleton } from "@realty/ui/skeleton";
import { Search } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { useAccessLevel } from "../../../lib/access-level.ts";
import type { CurrentUser } from "../../../lib/auth.ts";
import { type Script, useScripts } from "../api/get-scripts.ts";
import { searchScripts, searchSummary } from "../search-scripts.ts";
import { lockedInfo } from "./locked-info.ts";
import type { ScriptShareTarget } from "./script-dialog.tsx";

const ScriptDialog = lazy(() => import("./script-dialog.tsx"));

/** Six loading cards (part 1 §9), keyed by slot. */
const SKELETONS = ["s1", "s2", "s3", "s4", "s5", "s6"];

export interface ScriptsTabProps {
  user: CurrentUser;
  planName: string;
  renderShare?: (target: ScriptShareTarget) => ReactNode;
}

/** The Scripts tab of part 1 §2.12: search, the plan's scripts, and the dialog. */
export function ScriptsTab({ user, planName, renderShare }: ScriptsTabProps) {
  const { data, isLoading } = useScripts();
  const { accessLevel = "none" } = useAccessLevel();
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const all = data ?? [];
  const searching = query.trim() !== "";
  const shown = searchScripts(all, query);
  const open = openId === null ? undefined : all.find((s) => s.id === openId);

  const defaults = {
    location: user.defaultLocation ?? "",
    specialty: user.defaultSpecialty ?? "",
    personality: user.defaultPersonality ?? "",
  };

  return (
    <section aria-labelledby="scripts-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          {/* A plain input: the shared Input's extra states are not needed here, and it keeps the first load small. */}
          <input
            type="search"
            aria-label="Search scripts"
            placeholder="Search scripts by title or content..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-base text-ink shadow-xs outline-none placeholder:text-muted/70 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm"
          />
        </div>
        {searching ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="status" className="text-muted">
              {searchSummary(shown.length, all.length, query)}
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={() => setQuery("")}>
              Clear Search
            </Button>
          </div>
        ) : null}
      </div>

      <h2 id="scripts-heading" className="text-xl font-bold text-ink">
        {searching ? "Search Results" : `${planName} Scripts`}
      </h2>

      {isLoading && !data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading scripts">
          {SKELETONS.map((slot) => (
            <Skeleton key={slot} className="h-48 rounded-(--radius-card)" data-testid="script-skeleton" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-line bg-white p-8 text-center text-muted">
          {searching ? "No scripts match your search. Try different keywords." : "No scripts found."}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((script: Script) => {
            const info = script.hasAccess ? undefined : lockedInfo(accessLevel, script.accessLevel);
            return (
              <ScriptCard
                key={script.id}
                script={script}
                onOpen={() => setOpenId(script.id)}
                locked={
                  info && {
                    ...info,
                    upgradeAction: (
                      <Button asChild size="sm" variant="outline">
                        <Link href={paths.account.getHref("subscription")}>Upgrade to Access</Link>
                      </Button>
                    ),
                  }
                }
              />
            );
          })}
        </div>
      )}

      {open ? (
        <Suspense fallback={null}>
          <ScriptDialog
            key={open.id}
            script={open}
            defaults={defaults}
            locked={open.hasAccess ? undefined : lockedInfo(accessLevel, open.accessLevel)}
            renderShare={renderShare}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
