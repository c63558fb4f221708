// The state behind a server-paged admin list (Users, Scripts, Orders): its filters (search, selects,
// sort) and the page. Kept pure so the rule "a new filter starts again at page 1" is tested once.

export type ListFilters = Record<string, string>;

export interface ListState<F extends ListFilters> {
  filters: F;
  page: number;
}

export function startList<F extends ListFilters>(filters: F): ListState<F> {
  return { filters, page: 1 };
}

/** A changed search, filter or sort asks a different question: its answer starts on page 1. */
export function withFilters<F extends ListFilters>(state: ListState<F>, next: Partial<F>): ListState<F> {
  return { filters: { ...state.filters, ...next }, page: 1 };
}

/** One control's new value (a search box, a select, a date). */
export function withFilter<F extends ListFilters>(state: ListState<F>, key: keyof F & string, value: string): ListState<F> {
  return { filters: { ...state.filters, [key]: value }, page: 1 };
}

/** Pages start at 1; anything below is the first page. */
export function atPage<F extends ListFilters>(state: ListState<F>, page: number): ListState<F> {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

/** What the list's GET (and its CSV export, which drops the paging) is asked with. */
export function pageQuery<F extends ListFilters>(state: ListState<F>, pageSize: number): F & { page: number; pageSize: number } {
  return { ...state.filters, page: state.page, pageSize };
}
