import { type ChangeEvent, useState } from "react";
import { atPage, type ListFilters, pageQuery, startList, withFilter, withFilters } from "../lib/list-state.ts";

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement>;

/**
 * Paging, sort, filters and search of one server-paged admin list, held in component state (the
 * tabs never put them in the URL). `field(key)` binds a search box, select or date input to a filter.
 */
export function useListQuery<F extends ListFilters>(initial: F, pageSize: number) {
  const [state, setState] = useState(() => startList(initial));
  const change = (next: Partial<F>) => setState((current) => withFilters(current, next));
  return {
    filters: state.filters,
    page: state.page,
    pageSize,
    query: pageQuery(state, pageSize),
    change,
    setPage: (page: number) => setState((current) => atPage(current, page)),
    field: (key: keyof F & string) => ({
      value: state.filters[key],
      onChange: (event: ControlEvent) => {
        // Read now: the updater may run after React has put a controlled input's value back.
        const value = event.target.value;
        setState((current) => withFilter(current, key, value));
      },
    }),
  };
}

export type ListQueryState = Pick<ReturnType<typeof useListQuery>, "page" | "pageSize" | "setPage">;
