import { describe, expect, it } from "vitest";
import type { Script } from "./api/get-scripts.ts";
import { searchScripts, searchSummary } from "./search-scripts.ts";

const script = (id: number, title: string, content: string): Script => ({
  id,
  title,
  content,
  category: "buyer",
  tags: [],
  accessLevel: "sampler",
  hasAccess: true,
  customizedContent: null,
});

const library = [script(1, "Myth: 20% Down", "FHA loans allow less."), script(2, "Staging Tips", "Declutter the KITCHEN first.")];

describe("script search", () => {
  it("matches title or content, ignoring case and surrounding spaces", () => {
    expect(searchScripts(library, "myth").map((s) => s.id)).toEqual([1]);
    expect(searchScripts(library, "  kitchen ").map((s) => s.id)).toEqual([2]);
    expect(searchScripts(library, "").map((s) => s.id)).toEqual([1, 2]);
    expect(searchScripts(library, "zebra")).toEqual([]);
  });

  it("words the summary line as the spec does", () => {
    expect(searchSummary(1, 237, " kitchen ")).toBe('Showing 1 of 237 scripts matching "kitchen"');
    expect(searchSummary(0, 237, "zebra")).toBe("No scripts found matching your search");
  });
});
