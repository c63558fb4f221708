import { describe, expect, it } from "vitest";
import type { Script } from "./api/get-scripts.ts";
import { browseLabel, browseScripts, DEFAULT_BROWSE, isFiltered, topicsOf, toSort } from "./browse-scripts.ts";

const script = (id: number, title: string, category: string, topic: string | null): Script => ({
  id,
  title,
  content: `${title} text`,
  category,
  topic,
  tags: [],
  accessLevel: "sampler",
  hasAccess: true,
  customizedContent: null,
});

const LIB = [
  script(1, "Pricing right", "seller", "pricing"),
  script(2, "Appraisal gaps", "buyer", "financing"),
  script(3, "Curb appeal", "seller", "sellers"),
  script(4, "Budget first", "buyer", "financing"),
];

describe("browseScripts", () => {
  it("filters by category and topic and keeps library order", () => {
    expect(browseScripts(LIB, { ...DEFAULT_BROWSE, category: "seller" }, new Set()).map((s) => s.id)).toEqual([1, 3]);
    expect(browseScripts(LIB, { ...DEFAULT_BROWSE, topic: "financing" }, new Set()).map((s) => s.id)).toEqual([2, 4]);
  });

  it("sorts by title, and puts unopened scripts first, ties in library order", () => {
    expect(browseScripts(LIB, { ...DEFAULT_BROWSE, sort: "title" }, new Set()).map((s) => s.id)).toEqual([2, 4, 3, 1]);
    expect(browseScripts(LIB, { ...DEFAULT_BROWSE, sort: "new-first" }, new Set([1, 2])).map((s) => s.id)).toEqual([3, 4, 1, 2]);
  });

  it("new for you leaves out what the member opened", () => {
    expect(browseScripts(LIB, { ...DEFAULT_BROWSE, newOnly: true }, new Set([2])).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(isFiltered({ ...DEFAULT_BROWSE, newOnly: true })).toBe(true);
    expect(isFiltered({ ...DEFAULT_BROWSE, sort: "title" })).toBe(false);
  });

  it("offers the topics of the chosen category, by label", () => {
    expect(topicsOf(LIB, "seller")).toEqual(["pricing", "sellers"]);
    expect(topicsOf(LIB, "")).toEqual(["financing", "pricing", "sellers"]);
    expect(browseLabel("first-time-buyers")).toBe("First time buyers");
    expect(browseLabel("buyer")).toBe("Buyers");
    expect(toSort("nonsense")).toBe("library");
  });
});
