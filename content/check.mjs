// Usage: node content/check.mjs   — prints every problem in content/scripts/*.json and exits 1 if any.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { nearDuplicates, scriptProblems } from "./quality.mjs";

const dir = join(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "scripts");
const scripts = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const list = JSON.parse(readFileSync(join(dir, file), "utf8"));
  for (const s of list) scripts.push({ ...s, file });
}

let failures = 0;
const slugs = new Set();
for (const s of scripts) {
  const problems = scriptProblems(s);
  if (slugs.has(s.slug)) problems.push("duplicate slug");
  slugs.add(s.slug);
  if (problems.length) {
    failures++;
    console.log(`${s.file} ${s.slug}: ${problems.join("; ")}`);
  }
}
for (const p of nearDuplicates(scripts)) {
  failures++;
  console.log(`near-duplicate ${p.a} ~ ${p.b}: ${(p.overlap * 100).toFixed(0)}%`);
}
const byCategory = {};
for (const s of scripts) byCategory[s.category] = (byCategory[s.category] ?? 0) + 1;
console.log(`${scripts.length} scripts`, byCategory, failures ? `${failures} problems` : "all fine");
process.exit(failures ? 1 : 0);
