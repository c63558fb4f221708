import { describe, expect, it } from "vitest";
import { csvHref, LIST_PATHS } from "./admin-keys.ts";

describe("csvHref", () => {
  it("exports every page of what the list shows: filters kept, paging left out", () => {
    const href = csvHref("users", { q: "ann", plan: "pro", sort: "name", dir: "asc", page: 3, pageSize: 25 });
    expect(href).toBe(`${LIST_PATHS.users}.csv?q=ann&plan=pro&sort=name&dir=asc`);
  });

  it("leaves blank filters out, so an unfiltered export has no query", () => {
    expect(csvHref("scripts", { q: "", category: undefined, page: 1 })).toBe("/api/admin/lists/scripts.csv");
  });
});
