import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PAID_TIERS, PLANS, scriptTierForPosition } from "@realty/plans";
import { describe, expect, it } from "vitest";
import { scriptFileEntry } from "./content-schema.ts";
import { interleaveScripts, SPANISH_FLOORS, spanishPositions, spreadBy } from "./library-order.ts";
import { SCRIPT_CATEGORIES, type ScriptCategory } from "./taxonomy.ts";

const SCRIPTS_DIR = join(import.meta.dirname, "../../../content/scripts");

/** The real library's scripts, parsed by the schema the seed and the marketing site use. */
function libraryScripts() {
  return SCRIPT_CATEGORIES.flatMap((c) =>
    scriptFileEntry.array().parse(JSON.parse(readFileSync(join(SCRIPTS_DIR, `${c}.json`), "utf8"))),
  );
}

function entry(slug: string, category: ScriptCategory, topic: string, language: "en" | "es" = "en") {
  return { slug, category, topic, language };
}

/** Where each tier's own scripts start and end in the order (sampler 0-15, spark 16-24, ...). */
function tierBlocks(length: number): number[][] {
  const blocks = new Map<string, number[]>();
  for (let i = 0; i < length; i++) {
    const tier = scriptTierForPosition(i);
    blocks.set(tier, [...(blocks.get(tier) ?? []), i]);
  }
  return [...blocks.values()];
}

describe("the library's tier order", () => {
  it("spreads each group evenly and keeps its own order", () => {
    expect(spreadBy(["a1", "a2", "a3", "a4", "b1", "b2"], (s) => s.slice(0, 1))).toEqual(["a1", "b1", "a2", "a3", "b2", "a4"]);
  });

  it("breaks up a run of one topic and places Spanish scripts early and spread out", () => {
    const tours = Array.from({ length: 6 }, (_, i) => entry(`tour-${i}`, "seller", "listing-showcase"));
    const pricing = Array.from({ length: 6 }, (_, i) => entry(`price-${i}`, "seller", "pricing"));
    const spanish = [entry("es-0", "seller", "pricing", "es"), entry("es-1", "seller", "sellers", "es")];
    const order = interleaveScripts([...tours, ...pricing, ...spanish]).map((s) => s.slug);
    expect(order.slice(0, 4)).toEqual(["tour-0", "price-0", "tour-1", "es-0"]);
    expect(order.indexOf("es-1")).toBeGreaterThan(order.length / 2);
    const topicOf = (slug = "") => slug.slice(0, slug.lastIndexOf("-"));
    for (let i = 1; i < order.length; i++) expect(topicOf(order[i]), `at ${i}`).not.toBe(topicOf(order[i - 1]));
  });

  it("places the first Spanish scripts within each floor, the rest evenly, never two at one position", () => {
    expect(spanishPositions(20, 237)).toEqual([
      4, 12, 18, 22, 31, 44, 58, 71, 84, 97, 111, 124, 137, 150, 164, 177, 190, 203, 217, 230,
    ]);
    // Fewer Spanish scripts than a floor asks for: all of them go early.
    expect(spanishPositions(1, 237)).toEqual([8]);
    expect(spanishPositions(0, 10)).toEqual([]);
  });

  it("gives every plan Spanish scripts: Sampler at least 1, every tier above it at least 4", () => {
    const order = interleaveScripts(libraryScripts());
    const spanishWithin = (count: number) => order.slice(0, count).filter((s) => s.language === "es").length;
    for (const tier of PAID_TIERS) {
      expect(spanishWithin(PLANS[tier].scripts), tier).toBeGreaterThanOrEqual(tier === "sampler" ? 1 : 4);
    }
    // The floors' bounds are the plans' own script counts, so a change to a plan's size shows here.
    expect(SPANISH_FLOORS.map((f) => f.within)).toEqual([PLANS.sampler.scripts, PLANS.spark.scripts]);
    // The demo's first three scripts and the landing page's first items stay in the site's language.
    expect(order.slice(0, 3).every((s) => s.language === "en")).toBe(true);
  });

  it("gives every tier a mix: all four categories in each prefix, several topics in each tier's own block", () => {
    const order = interleaveScripts(libraryScripts());
    const topics = new Set(order.map((s) => s.topic));
    for (const block of tierBlocks(order.length)) {
      const last = block.at(-1) ?? 0;
      const prefix = order.slice(0, last + 1);
      expect(new Set(prefix.map((s) => s.category)).size, `prefix to ${last}`).toBe(4);
      const own = block.map((i) => order[i]?.topic);
      const most = Math.max(...[...new Set(own)].map((t) => own.filter((x) => x === t).length));
      // No topic takes more than a quarter of a tier's new scripts (rounded up, and at least 2).
      expect(most, `block ending ${last}`).toBeLessThanOrEqual(Math.max(2, Math.ceil(own.length / 4)));
    }
    expect(new Set(order.slice(0, 16).map((s) => s.topic)).size).toBeGreaterThanOrEqual(Math.min(10, topics.size));
  });
});
