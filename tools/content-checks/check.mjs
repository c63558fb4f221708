// Usage: node tools/content-checks/check.mjs [file-or-slug ...]
//   node tools/content-checks/check.mjs              every problem in content/scripts/*.json, exit 1 if any
//   node tools/content-checks/check.mjs seller       only scripts in seller.json (library-wide checks still run)
//   node tools/content-checks/check.mjs some-slug    only that script
// Needs Node 24 (it reads packages/library's TypeScript): put node_modules/.bin first on PATH.
import { join } from "node:path";

const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 23) {
  console.error(`Node ${process.versions.node} cannot read TypeScript: run \`export PATH=$PWD/node_modules/.bin:$PATH\` first.`);
  process.exit(2);
}
const { duplicatesBy, nearDuplicates, readScriptFiles, scriptProblems } = await import("./quality.mjs");

const scripts = readScriptFiles(join(import.meta.dirname, "../../content"));

const filters = process.argv.slice(2);
const wanted = (s) => filters.length === 0 || filters.some((f) => s.file === f || s.file === `${f}.json` || s.slug === f);

// Problems by slug; library-wide ones (duplicates) are added to each script they involve.
const bySlug = new Map(scripts.map((s) => [s.slug, scriptProblems(s)]));
const note = (slug, problem) => bySlug.get(slug)?.push(problem);
for (const { value, slugs } of duplicatesBy(scripts, (s) => s.slug))
  for (const slug of slugs) note(slug, `slug "${value}" used ${slugs.length} times`);
for (const { value, slugs } of duplicatesBy(scripts, (s) => s.topicKey)) {
  for (const slug of slugs) note(slug, `topicKey "${value}" also used by ${slugs.filter((x) => x !== slug).join(", ")}`);
}
for (const { value, slugs } of duplicatesBy(scripts, (s) => s.title.toLowerCase())) {
  for (const slug of slugs) note(slug, `title "${value}" also used by ${slugs.filter((x) => x !== slug).join(", ")}`);
}
for (const p of nearDuplicates(scripts)) {
  const pct = `${(p.overlap * 100).toFixed(0)}%`;
  note(p.a, `shares ${pct} of its words with ${p.b} (max 30%)`);
  note(p.b, `shares ${pct} of its words with ${p.a} (max 30%)`);
}

let failing = 0;
const kinds = new Map();
let currentFile = "";
for (const s of scripts.filter(wanted)) {
  const problems = bySlug.get(s.slug) ?? [];
  if (problems.length === 0) continue;
  failing++;
  if (s.file !== currentFile) {
    currentFile = s.file;
    console.log(`\n== ${s.file}`);
  }
  console.log(`${s.slug}${s.language === "es" ? " (es)" : ""}`);
  for (const p of problems) {
    console.log(`  - ${p}`);
    // Group by the problem's kind: its text without the quoted values, numbers and other slugs.
    const kind = p
      .replace(/"[^"]*"/g, "…")
      .replace(/\d+/g, "N")
      .replace(/(by|with) [a-z0-9-]+(, [a-z0-9-]+)*/g, "$1 …");
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
}

const shown = scripts.filter(wanted);
const byCategory = {};
for (const s of shown) byCategory[s.category] = (byCategory[s.category] ?? 0) + 1;
console.log(`\n${shown.length} scripts`, byCategory, `${shown.filter((s) => s.kit).length} with a kit`);
if (failing) {
  console.log(`${failing} scripts with problems; most common:`);
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(4)}  ${kind}`);
} else console.log("all fine");
process.exit(failing ? 1 : 0);
