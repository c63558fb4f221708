// What the product screenshots show, as one content hash ("kept current on each build").
// The pictures are a function of the member app, the shared UI and plans, the seed content on the
// dashboard, the built-in personalizer's text in the script dialog and the capture script itself;
// hashing file contents (not modification times) makes a fresh clone agree with the committed hash.
import { createHash } from "node:crypto";
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Paths from the repository root whose contents the screenshots depend on. */
export const SCREENSHOT_INPUTS = [
  "apps/member",
  "packages/ui",
  "packages/plans",
  "content",
  "apps/edge-api/src/adapters/ai",
  "packages/personalizer",
  "tools/screenshots.ts",
  "tools/screenshots",
];

/** Inside those, parts no picture shows: the admin screens change often and are never captured. */
const EXCLUDED = new Set(["apps/member/src/features/admin"]);

/** Build outputs, caches and tests change no picture. */
function skipped(name: string): boolean {
  return (
    name.startsWith(".") ||
    name === "node_modules" ||
    name === "dist" ||
    name.endsWith(".tsbuildinfo") ||
    /\.test\.tsx?$/.test(name)
  );
}

function listFiles(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  let entries: Dirent[];
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch (err) {
    // A single file (tools/screenshots.ts) or a path this tree does not have.
    if ((err as NodeJS.ErrnoException).code === "ENOTDIR") out.push(path);
    else if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    return;
  }
  for (const entry of entries) {
    if (skipped(entry.name)) continue;
    const child = join(path, entry.name);
    if (EXCLUDED.has(child.split(sep).join("/"))) continue;
    if (entry.isDirectory()) listFiles(root, child, out);
    else if (entry.isFile()) out.push(child);
  }
}

/** sha256 over every input file's path and bytes, in a fixed order. */
export function screenshotInputsHash(root: string, inputs: readonly string[] = SCREENSHOT_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) listFiles(root, input, files);
  const unique = [...new Set(files.map((f) => relative(root, join(root, f)).split(sep).join("/")))].sort();
  const hash = createHash("sha256");
  for (const file of unique) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}
