// The library's editorial checks (tools/content-checks/quality.mjs) and the counts the marketing pages claim.
// The files are loaded through the seed's own loader, so they also pass its zod schemas; that each
// check can fail is shown in quality.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LEAD_MAGNET_SLUGS } from "@realty/library/lead-magnets";
import { VIDEO_CATEGORY_GROUPS } from "@realty/library/taxonomy";
import { YEARLY_VALUES, YEARLY_VALUES_CHECKED } from "@realty/library/yearly-values";
import { describe, expect, it } from "vitest";
import { leadMagnetSheet } from "../apps/edge-api/src/services/lead-magnets/lead-magnet-sheet.ts";
import { loadLibraryContent } from "../apps/edge-api/src/services/seed/load-content.ts";
import {
  CTA_KINDS,
  duplicatesBy,
  FAIR_HOUSING_PHRASES,
  MAX_CTA_KIND_SHARE,
  MAX_OVERLAP,
  MAX_WORDS,
  MIN_OTHER_FORMATS,
  MIN_WORDS,
  nearDuplicates,
  readScriptFiles,
  SCRIPT_FORMATS,
  scriptProblems,
  scriptText,
} from "../tools/content-checks/quality.mjs";

const library = loadLibraryContent(import.meta.dirname);
const raw: Array<{
  slug: string;
  hook: string;
  body: string;
  cta: string;
  topicKey?: string;
  leadMagnet?: string;
  language?: string;
  kit?: { format?: string; ctaKind?: string; short?: { hook: string; hookB?: string } };
}> = readScriptFiles(import.meta.dirname);

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe("scripts", () => {
  it("has 237, each category at or above what the marketing page claims (50+, 40+, 30+, 25+)", () => {
    expect(library.scripts).toHaveLength(237);
    const sizes = Object.values(countBy(library.scripts, (s) => s.category)).sort((a, b) => b - a);
    expect(sizes).toHaveLength(4);
    for (const [i, claim] of [50, 40, 30, 25].entries()) expect(sizes[i]).toBeGreaterThanOrEqual(claim);
  });

  // Read raw, so a kit the seed would drop still shows its exact problem here.
  it(`keeps every script to ${MIN_WORDS}-${MAX_WORDS} words with a hook, a call to action, a topicKey, a valid post kit, the lead magnet it promises and no fair-housing phrase`, () => {
    const problems = raw.flatMap((s) => scriptProblems(s).map((p: string) => `${s.slug}: ${p}`));
    expect(problems).toEqual([]);
  });

  it(`has no two scripts sharing more than ${MAX_OVERLAP * 100}% of their words`, () => {
    expect(nearDuplicates(raw)).toEqual([]);
  });

  it("has unique slugs, titles and topic keys", () => {
    expect(new Set(library.scripts.map((s) => s.slug)).size).toBe(237);
    expect(new Set(library.scripts.map((s) => s.title.toLowerCase())).size).toBe(237);
    expect(duplicatesBy(raw, (s: { topicKey?: string }) => s.topicKey)).toEqual([]);
    expect(raw.every((s) => typeof s.topicKey === "string")).toBe(true);
  });

  it("opens every short cut in at most 8 words and gives each a different second hook to A/B test", () => {
    const wordsIn = (text = "") => text.split(/\s+/).filter(Boolean).length;
    const tooLong = raw.filter((s) => wordsIn(s.kit?.short?.hook) > 8 || wordsIn(s.kit?.short?.hookB) > 8).map((s) => s.slug);
    expect(tooLong).toEqual([]);
    const sameOrMissing = raw.filter((s) => !s.kit?.short?.hookB || s.kit.short.hookB === s.kit.short.hook).map((s) => s.slug);
    expect(sameOrMissing).toEqual([]);
  });

  it(`asks for at least 8 kinds of call to action, none on more than ${MAX_CTA_KIND_SHARE * 100}% of the library`, () => {
    const byKind = countBy(raw, (s) => s.kit?.ctaKind ?? "none");
    expect(Object.keys(byKind).filter((k) => !(CTA_KINDS as readonly string[]).includes(k))).toEqual([]);
    expect(Object.keys(byKind).length).toBeGreaterThanOrEqual(8);
    const cap = Math.floor(raw.length * MAX_CTA_KIND_SHARE);
    expect(Object.entries(byKind).filter(([, n]) => n > cap)).toEqual([]);
  });

  it(`names every script's format, with at least ${MIN_OTHER_FORMATS} written for a format other than the talking head`, () => {
    const byFormat = countBy(raw, (s) => s.kit?.format ?? "none");
    expect(Object.keys(byFormat).filter((f) => !(SCRIPT_FORMATS as readonly string[]).includes(f))).toEqual([]);
    expect(raw.length - (byFormat["talking-head"] ?? 0)).toBeGreaterThanOrEqual(MIN_OTHER_FORMATS);
    // Every format the library offers is used, so a member can film each kind at least a few times.
    for (const format of SCRIPT_FORMATS) expect(byFormat[format] ?? 0, format).toBeGreaterThanOrEqual(3);
  });

  it("dates every time-bound figure from a yearly-values table checked this year or last", () => {
    const thisYear = new Date().getUTCFullYear();
    expect([thisYear, thisYear - 1], "re-check every as-of figure and its year in the scripts").toContain(YEARLY_VALUES_CHECKED);
    for (const v of YEARLY_VALUES) {
      if (v.kind === "as-of") expect(v.year, v.name).toBe(YEARLY_VALUES_CHECKED);
      expect(v.source.length, v.name).toBeGreaterThan(10);
    }
    // Each figure in the table is one the library states (the per-sentence dating is in scriptProblems).
    const everything = raw.map((s) => `${scriptText(s)}\n${JSON.stringify(s.kit)}`).join("\n");
    for (const v of YEARLY_VALUES) expect(v.mentions.test(everything), v.name).toBe(true);
  });

  it("names only lead magnets that exist as content/lead-magnets/<slug>.json", () => {
    const named = new Set(raw.flatMap((s) => (s.leadMagnet ? [s.leadMagnet] : [])));
    for (const slug of named) expect(LEAD_MAGNET_SLUGS, slug).toContain(slug);
    for (const slug of LEAD_MAGNET_SLUGS)
      expect(existsSync(join(import.meta.dirname, "lead-magnets", `${slug}.json`)), slug).toBe(true);
  });
});

describe("lead magnets", () => {
  it.each(LEAD_MAGNET_SLUGS)("%s parses as a guide with no fair-housing phrase", (slug) => {
    const raw = JSON.parse(readFileSync(join(import.meta.dirname, "lead-magnets", `${slug}.json`), "utf8"));
    const result = leadMagnetSheet.safeParse(raw);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(raw.slug).toBe(slug);
    const text = JSON.stringify(raw).toLowerCase();
    expect(FAIR_HOUSING_PHRASES.filter((p: string) => text.includes(p))).toEqual([]);
  });

  it("has no file for a lead magnet the library does not list", () => {
    const files = readdirSync(join(import.meta.dirname, "lead-magnets"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...LEAD_MAGNET_SLUGS].sort());
  });

  // Spanish editions (lead-magnets/es/<slug>.json): one for every guide a Spanish script promises.
  const spanishEditions = readdirSync(join(import.meta.dirname, "lead-magnets", "es")).map((f) => f.replace(/\.json$/, ""));

  it("has a Spanish edition of every guide a Spanish script promises, and of no other", () => {
    const promised = new Set(raw.flatMap((s) => (s.language === "es" && s.leadMagnet ? [s.leadMagnet] : [])));
    expect(promised.size).toBeGreaterThan(0);
    expect(spanishEditions.sort()).toEqual([...promised].sort());
  });

  it.each(spanishEditions)("the Spanish %s parses as a Spanish guide of the English edition's kind", (slug) => {
    const spanish = JSON.parse(readFileSync(join(import.meta.dirname, "lead-magnets", "es", `${slug}.json`), "utf8"));
    const result = leadMagnetSheet.safeParse(spanish);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(spanish).toMatchObject({ slug, language: "es" });
    const english = leadMagnetSheet.parse(
      JSON.parse(readFileSync(join(import.meta.dirname, "lead-magnets", `${slug}.json`), "utf8")),
    );
    expect(result.data?.kind).toBe(english.kind);
    const text = JSON.stringify(spanish).toLowerCase();
    expect(FAIR_HOUSING_PHRASES.filter((p: string) => text.includes(p))).toEqual([]);
  });
});

describe("videos", () => {
  it("has the 52-week plan with the two public samples and ten popular videos", () => {
    expect(library.videos).toHaveLength(52);
    expect(library.videos.map((v) => v.week)).toEqual([...Array(52).keys()].map((i) => i + 1));
    expect(library.videos.filter((v) => v.publicSample).map((v) => v.title)).toEqual([
      "Renting VS Buying",
      "Downpayment Buying Myths",
    ]);
    expect(library.videos.filter((v) => v.isPopular)).toHaveLength(10);
  });

  it("rolls its categories up into the display groups 12, 15, 10 and 15", () => {
    const byCategory = countBy(library.videos, (v) => v.category);
    const totals = Object.entries(VIDEO_CATEGORY_GROUPS).map(([group, categories]) => [
      group,
      categories.reduce((sum, c) => sum + (byCategory[c] ?? 0), 0),
    ]);
    expect(Object.fromEntries(totals)).toEqual({
      "Financing & Rates": 12,
      "Market Trends & Data": 15,
      "Buying & Selling Strategy": 10,
      "Homeownership & Lifestyle": 15,
    });
    for (const categories of Object.values(VIDEO_CATEGORY_GROUPS)) {
      for (const c of categories) expect(byCategory[c], c).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("posts", () => {
  it("has 71 posts, the home page's three first, in the four categories", () => {
    expect(library.posts).toHaveLength(71);
    expect(library.posts.slice(0, 3).map((p) => p.title)).toEqual([
      "Home Buying Tips",
      "Real Estate Programs",
      "Real Estate Qualification",
    ]);
    expect(countBy(library.posts, (p) => p.category)).toEqual({
      "Buyer Education": 20,
      "Seller Tips": 15,
      "Financing Tips": 10,
      "Market Update": 26,
    });
  });

  it("gives every tier's prefix a mix of categories (first 10: at least three)", () => {
    expect(new Set(library.posts.slice(0, 10).map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(library.posts.slice(0, 25).map((p) => p.category)).size).toBe(4);
  });

  it("uses no fair-housing phrase in any caption or video description", () => {
    const texts = [...library.posts.map((p) => p.content), ...library.videos.map((v) => v.description)].map((t) =>
      t.toLowerCase(),
    );
    const hits = FAIR_HOUSING_PHRASES.filter((phrase: string) => texts.some((t) => t.includes(phrase)));
    expect(hits).toEqual([]);
  });
});
