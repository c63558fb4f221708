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
 * Within a category, Spanish scripts are spread among the English ones and each language's topics
 * among themselves; then the four categories are interleaved in proportion to their size, ties in
 * the order buyer, seller, market, local.
 */
export function interleaveScripts<T extends OrderedScript>(scripts: readonly T[]): T[] {
  const withinCategory = SCRIPT_CATEGORIES.flatMap((category) => {
    const inCategory = scripts.filter((s) => s.category === category);
    const byLanguage = ["en", "es"].map((language) =>
      spreadBy(
        inCategory.filter((s) => s.language === language),
        (s) => s.topic,
      ),
    );
    return spreadBy(byLanguage.flat(), (s) => s.language);
  });
  return spreadBy(withinCategory, (s) => s.category, categoryRank);
}

/** A script's text as stored and shown: hook, body and call to action, a blank line apart. */
export function scriptContent(s: { hook: string; body: string; cta: string }): string {
  return `${s.hook}\n\n${s.body}\n\n${s.cta}`;
}
