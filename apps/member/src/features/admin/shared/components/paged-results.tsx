import type { ReactNode } from "react";
import type { ListQueryState } from "../hooks/use-list-query.ts";
import { Pager } from "./pager.tsx";
import { ListNote } from "./section-card.tsx";

interface PagedResultsProps {
  list: ListQueryState;
  /** The list's swr answer. */
  result: { data?: { items: readonly unknown[]; total: number } | undefined; isLoading: boolean; error?: unknown };
  notes: { loading: string; empty: string; failed?: string };
  /** The rows, shown only when the page has some. */
  children: ReactNode;
}

/**
 * What a server-paged list shows under its filters: a note while the first page loads, when it
 * failed or when nothing matches, then the rows and the pager. The previous page stays on screen
 * while the next one loads (swr's keepPreviousData), so only the first load shows "Loading".
 */
export function PagedResults({ list, result, notes, children }: PagedResultsProps) {
  const { data, isLoading, error } = result;
  return (
    <>
      {isLoading && !data ? <ListNote>{notes.loading}</ListNote> : null}
      {error && notes.failed ? <ListNote>{notes.failed}</ListNote> : null}
      {data && data.items.length === 0 ? <ListNote>{notes.empty}</ListNote> : null}
      {data && data.items.length > 0 ? children : null}
      {data ? <Pager page={list.page} pageSize={list.pageSize} total={data.total} onPage={list.setPage} /> : null}
    </>
  );
}
