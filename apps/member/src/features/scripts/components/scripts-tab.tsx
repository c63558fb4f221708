import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { Search } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { useAccessLevel } from "../../../lib/access-level.ts";
import type { CurrentUser } from "../../../lib/auth.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { markOpened, useOpenedScripts } from "../api/get-opened-scripts.ts";
import { useScriptLists } from "../api/get-script-cards.ts";
import {
  browseScripts,
  browseSummary,
  categoriesOf,
  DEFAULT_BROWSE,
  isFiltered,
  type ScriptBrowse,
  topicsOf,
} from "../browse-scripts.ts";
import { searchScripts, searchSummary } from "../search-scripts.ts";
import { lockedInfo } from "./locked-info.ts";
import type { ScriptShareTarget } from "./script-dialog.tsx";
import { ScriptFilters } from "./script-filters.tsx";
import { ScriptList } from "./script-list.tsx";

const ScriptDialog = lazyPart(
  "features/scripts/components/script-dialog",
  () => import("./script-dialog.tsx"),
  (m) => m.default,
);
const MarketScriptCard = lazyPart(
  "features/scripts/components/market-script-card",
  () => import("./market-script-card.tsx"),
  (m) => m.default,
);

/** Six loading cards (part 1 §9), keyed by slot. */
const SKELETONS = ["s1", "s2", "s3", "s4", "s5", "s6"];

export interface ScriptsTabProps {
  user: CurrentUser;
  planName: string;
  renderShare?: (target: ScriptShareTarget) => ReactNode;
}

/** The Scripts tab of part 1 §2.12: search, filters and sort, the plan's scripts, and the dialog. */
export function ScriptsTab({ user, planName, renderShare }: ScriptsTabProps) {
  const { list: data, full, isLoading, loadFull } = useScriptLists();
  const { accessLevel = "none" } = useAccessLevel();
  const opened = useOpenedScripts();
  const [query, setQuery] = useState("");
  const [browse, setBrowse] = useState<ScriptBrowse>(DEFAULT_BROWSE);
  // "New for you" as it stood when the filters were last set: a script opened since then stays in
  // place until the member changes them, so closing its dialog never moves or removes its card.
  const [openedBasis, setOpenedBasis] = useState<ReadonlySet<number> | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const all = data ?? [];
  const searching = query.trim() !== "";
  // A search reads the full texts: until they are in (asked for when the search got focus), its
  // results would grow under the member's eyes, so it shows as loading instead.
  const searchPending = searching && !full;
  const filtered = isFiltered(browse);
  const shown = searchScripts(browseScripts(all, browse, openedBasis ?? opened), query);
  // The dialog shows the full text: it opens once the full list is in (a moment after the cards).
  const open = openId === null ? undefined : full?.find((s) => s.id === openId);

  function changeBrowse(next: ScriptBrowse) {
    setOpenedBasis(opened);
    setBrowse(next);
  }

  function openScript(id: number) {
    loadFull();
    markOpened(id);
    setOpenId(id);
  }

  const defaults = {
    location: user.defaultLocation ?? "",
    specialty: user.defaultSpecialty ?? "",
    personality: user.defaultPersonality ?? "",
  };

  return (
    <section aria-labelledby="scripts-heading" className="flex flex-col gap-4">
      {/* Members with a plan get this month's market script first; a demo has no figures of its own. */}
      {accessLevel !== "none" && !user.isDemo ? (
        <Suspense fallback={<Skeleton className="h-40 rounded-(--radius-card)" />}>
          <MarketScriptCard user={user} />
        </Suspense>
      ) : null}
      <div className="flex flex-col gap-3">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          {/* A plain input: the shared Input's extra states are not needed here, and it keeps the first load small. */}
          <input
            type="search"
            aria-label="Search scripts"
            placeholder="Search scripts by title or content..."
            value={query}
            onFocus={loadFull}
            onChange={(e) => {
              loadFull();
              setQuery(e.target.value);
            }}
            className="h-10 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-base text-ink shadow-xs outline-none placeholder:text-muted/70 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm"
          />
        </div>
        <ScriptFilters
          value={browse}
          categories={categoriesOf(all)}
          topics={topicsOf(all, browse.category)}
          onChange={changeBrowse}
        />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className="text-muted">
            {searchPending
              ? "Searching..."
              : searching
                ? searchSummary(shown.length, all.length, query)
                : data
                  ? browseSummary(shown.length, all.length)
                  : ""}
          </p>
          {searching ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setQuery("")}>
              Clear Search
            </Button>
          ) : null}
          {filtered ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => changeBrowse({ ...DEFAULT_BROWSE, sort: browse.sort })}
            >
              Clear Filters
            </Button>
          ) : null}
        </div>
      </div>

      <h2 id="scripts-heading" className="text-xl font-bold text-ink">
        {searching ? "Search Results" : `${user.isDemo ? "Demo" : planName} Scripts`}
      </h2>

      {(isLoading && !data) || searchPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading scripts">
          {SKELETONS.map((slot) => (
            <Skeleton key={slot} className="h-48 rounded-(--radius-card)" data-testid="script-skeleton" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-line bg-white p-8 text-center text-muted">
          {searching
            ? "No scripts match your search. Try different keywords."
            : filtered
              ? "No scripts match these filters."
              : "No scripts found."}
        </p>
      ) : (
        // Keyed by what is shown, so a new search or filter starts again at the first page.
        <ScriptList
          key={`${query.trim()}|${browse.category}|${browse.topic}|${browse.newOnly}|${browse.sort}`}
          scripts={shown}
          accessLevel={accessLevel}
          onOpen={openScript}
        />
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
