import { describe, expect, it } from "vitest";
import { atPage, pageQuery, startList, withFilter, withFilters } from "./list-state.ts";

describe("a server-paged admin list's state", () => {
  const start = startList({ q: "", plan: "", sort: "createdAt", dir: "desc" });

  it("starts on page 1 and asks for the filters with the page and its size", () => {
    expect(pageQuery(start, 20)).toEqual({ q: "", plan: "", sort: "createdAt", dir: "desc", page: 1, pageSize: 20 });
  });

  it("goes back to page 1 when a search, filter or sort changes, and keeps the other filters", () => {
    const onPage3 = atPage(withFilter(start, "plan", "spark"), 3);
    expect(onPage3.page).toBe(3);
    const searched = withFilter(onPage3, "q", "reyes");
    expect(searched).toEqual({ filters: { q: "reyes", plan: "spark", sort: "createdAt", dir: "desc" }, page: 1 });
    const sorted = withFilters(atPage(searched, 2), { sort: "name", dir: "asc" });
    expect(sorted).toEqual({ filters: { q: "reyes", plan: "spark", sort: "name", dir: "asc" }, page: 1 });
  });

  it("keeps the filters when only the page changes, and never goes below page 1", () => {
    const filtered = withFilter(start, "plan", "momentum");
    expect(atPage(filtered, 2)).toEqual({ filters: filtered.filters, page: 2 });
    expect(atPage(filtered, 0).page).toBe(1);
    expect(atPage(filtered, -4).page).toBe(1);
  });

  it("does not change the state it was given", () => {
    const before = structuredClone(start);
    withFilter(start, "q", "x");
    atPage(start, 5);
    expect(start).toEqual(before);
  });
});
