// One brand mark across the site, the app, the e-mails and the share pages. The house is
// drawn inline in the site's Logo.astro and the app's logo.tsx and served as each app's favicon.svg,
// which the app's tab shows, and inline on the share pages (apps/edge-api/src/http/house-font.ts); e-mails are plain text and carry no mark. A change
// to one copy that the others do not follow fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The mark's three shapes with their geometry and colours, whatever the markup around them. */
function shapes(source: string): string[] {
  const found = [...source.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map(([, tag, attrs = ""]) => {
    const pairs = [...attrs.matchAll(/([a-z]+)=(?:"([^"]*)"|\{?"([^"]*)"\}?)/g)]
      .map(([, name, a, b]) => `${name}=${a ?? b}`)
      .filter((pair) => !pair.startsWith("class"))
      .sort();
    return `${tag} ${pairs.join(" ")}`;
  });
  return found;
}

describe("the brand mark", () => {
  it("is the same house in the site's logo, the app's logo and both favicons", () => {
    const favicon = shapes(read("apps/marketing/public/favicon.svg"));
    expect(favicon).toHaveLength(3);
    expect(favicon.join("\n")).toContain("fill=#2f4fd6");
    expect(shapes(read("apps/member/public/favicon.svg"))).toEqual(favicon);
    expect(shapes(read("apps/marketing/src/components/Logo.astro"))).toEqual(favicon);
    expect(shapes(read("apps/member/src/components/layout/logo.tsx"))).toEqual(favicon);
  });

  it("heads the share pages with the same house drawn inline, and the app's tab through the favicon", () => {
    expect(read("apps/edge-api/src/http/share-page.ts")).toContain("HOUSE_MARK_SVG");
    expect(shapes(read("apps/edge-api/src/http/house-font.ts"))).toEqual(shapes(read("apps/marketing/public/favicon.svg")));
    expect(read("apps/member/index.html")).toContain('href="/favicon.svg"');
  });
});
