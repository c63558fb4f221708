// The library's render queue order: the home page's video, the two public samples, then the plan.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLibraryContent } from "../seed/load-content.ts";
import { allRenders, HOMEPAGE_SLUG } from "./render-inputs.ts";

const CONTENT = join(import.meta.dirname, "../../../../../content");

describe("library renders", () => {
  it("start with the home video and the public samples, then follow the plan's weeks", () => {
    const content = loadLibraryContent(CONTENT);
    expect(content.renders.problems).toEqual([]);
    const order = allRenders(content.renders).map((r) => r.input.slug);
    const samples = content.videos.filter((v) => v.publicSample).sort((a, b) => a.week - b.week);
    expect(order.slice(0, 3)).toEqual([HOMEPAGE_SLUG, ...samples.map((v) => v.slug)]);
    const rest = content.videos.filter((v) => !v.publicSample && content.renders.bySlug.has(v.slug));
    expect(order.slice(3)).toEqual(rest.sort((a, b) => a.week - b.week).map((v) => v.slug));
  });
});
