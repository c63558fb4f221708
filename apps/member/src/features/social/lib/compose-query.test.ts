import { describe, expect, it } from "vitest";
import { composeOnDayHref, readComposeQuery } from "./compose-query.ts";

describe("the composer's address", () => {
  it("opens Compose on a day chosen on the calendar, and ignores a day that is not one", () => {
    expect(readComposeQuery(composeOnDayHref("2026-12-03").split("?")[1] ?? "")).toMatchObject({
      tab: "compose",
      day: "2026-12-03",
    });
    expect(readComposeQuery("?tab=compose&day=2026-02-30").day).toBeNull();
    expect(readComposeQuery("?day=tomorrow").day).toBeNull();
  });
});
