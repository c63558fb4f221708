// The library's order, which decides what each tier and the landing page show. A tier unlocks a
// prefix of this order (packages/plans), so every prefix should hold a fair mix: the four
// categories, and within each category its topics and languages, rather than a run of listing tours
// or eight financing scripts in a row. The seed stores it; the marketing site shows its first items.
import { SCRIPT_CATEGORIES, type ScriptCategory } from "./taxonomy.ts";

/** What the order looks at in a script; the seed and the marketing site pass their whole entries. */
export interface OrderedScript {
  category: ScriptCategory;
  topic: string;
  language: string;
}

/**
 * Spreads items evenly by group, keeping each group's own order: an item sits at the middle of its
 * slot within its group, (i + 0.5) / n, and ties follow the groups' first appearance (or `rank`).
 */
export function spreadBy<T>(items: readonly T[], group: (item: T) => string, rank?: (group: string) => number): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(group(item), [...(groups.get(group(item)) ?? []), item]);
  const order = [...groups.keys()];
  const rankOf = rank ?? ((g: string) => order.indexOf(g));
  const keyed = [...groups].flatMap(([g, list]) =>
    list.map((item, i) => ({ item, key: (i + 0.5) / list.length, rank: rankOf(g) })),
  );
  keyed.sort((a, b) => a.key - b.key || a.rank - b.rank);
  return keyed.map((k) => k.item);
}

const CATEGORY_RANK = new Map<string, number>(SCRIPT_CATEGORIES.map((c, i) => [c, i]));
const categoryRank = (category: string) => CATEGORY_RANK.get(category) ?? SCRIPT_CATEGORIES.length;

/**
 * How many Spanish scripts the first scripts of the order hold, at least. The bounds are the tiers'
 * script counts in packages/plans (Sampler 16, Spark 25): a member on any plan gets Spanish scripts,
 * not only the top tier. library-order.test.ts checks them against the plans.
 */
export const SPANISH_FLOORS: readonly { within: number; atLeast: number }[] = [
  { within: 16, atLeast: 2 },
  { within: 25, atLeast: 4 },
];

/** One language's scripts: each category's topics spread, then the categories interleaved by size. */
function interleaveCategories<T extends OrderedScript>(scripts: readonly T[]): T[] {
  const withinCategory = SCRIPT_CATEGORIES.flatMap((category) =>
    spreadBy(
      scripts.filter((s) => s.category === category),
      (s) => s.topic,
    ),
  );
  return spreadBy(withinCategory, (s) => s.category, categoryRank);
}

/**
 * Where the n Spanish scripts go in an order of `length`: the first ones spread within each floor's
 * bound (SPANISH_FLOORS), the rest evenly over what follows. Positions only grow.
 */
export function spanishPositions(n: number, length: number, floors = SPANISH_FLOORS): number[] {
  const positions: number[] = [];
  let start = 0;
  let placed = 0;
  for (const floor of floors) {
    const end = Math.min(floor.within, length);
    const count = Math.min(floor.atLeast, n) - placed;
    for (let i = 0; i < count; i++) positions.push(start + Math.floor(((i + 0.5) * (end - start)) / count));
    placed += Math.max(0, count);
    start = end;
  }
  const rest = n - placed;
  for (let i = 0; i < rest; i++) positions.push(start + Math.floor(((i + 0.5) * (length - start)) / rest));
  return positions;
}

/**
 * Each language's scripts are ordered on their own (topics spread within a category, categories
 * interleaved in proportion to their size, ties in the order buyer, seller, market, local); then the
 * Spanish ones are placed at spanishPositions, so every tier's prefix holds some.
 */
export function interleaveScripts<T extends OrderedScript>(scripts: readonly T[]): T[] {
  const english = interleaveCategories(scripts.filter((s) => s.language !== "es"));
  const spanish = interleaveCategories(scripts.filter((s) => s.language === "es"));
  const at = new Set(spanishPositions(spanish.length, scripts.length));
  const order: T[] = [];
  for (let position = 0; position < scripts.length; position++) {
    const next = at.has(position) ? spanish.shift() : english.shift();
    if (next) order.push(next);
  }
  return order;
}

/** A script's text as stored and shown: hook, body and call to action, a blank line apart. */
export function scriptContent(s: { hook: string; body: string; cta: string }): string {
  return `${s.hook}\n\n${s.body}\n\n${s.cta}`;
}
