// Comments and test names explain a rule in the code's own terms: a number in a tracker that is not
// in the repository ("issue 26", "finding 3") tells a newcomer nothing.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TRACKER_NUMBER = /\b(issue|finding)s? ?#?\d/i;
const CODE = /\.(ts|tsx|mjs|astro)$/;
const FOLDERS = ["apps", "packages", "tools", "content", "tests"];

/** Every tracked source file in the code folders (git's list: no node_modules, no build output). */
function sourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...FOLDERS], { cwd: ROOT, encoding: "utf8" });
  return listed.split("\0").filter((file) => CODE.test(file));
}

describe("code without tracker numbers", () => {
  it("recognizes the forms it looks for", () => {
    expect(["// see issue 26", "finding #3", "Issues 12 and 13"].every((line) => TRACKER_NUMBER.test(line))).toBe(true);
    expect(TRACKER_NUMBER.test("// an issue with the 3 retries")).toBe(false);
  });

  it("finds none in apps, packages, tools, content or tests", () => {
    const hits: string[] = [];
    for (const file of sourceFiles()) {
      if (file.endsWith("no-tracker-numbers.test.ts")) continue;
      const lines = readFileSync(`${ROOT}/${file}`, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (TRACKER_NUMBER.test(line)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
