import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CAPTURING_ENV, readManifest, runBuildStep, SHOT_NAMES, writeManifest } from "./build-step.ts";
import { SCREENSHOT_INPUTS, screenshotInputsHash } from "./inputs.ts";

const repoRoot = join(import.meta.dirname, "..", "..");
const productDir = join(repoRoot, "apps", "marketing", "src", "assets", "product");

let root: string;
let outDir: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A tiny tree with one file of each kind of input, and committed pictures at its hash. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "h5-shots-"));
  write("apps/member/src/dashboard.tsx", "export const title = 'Dashboard';\n");
  write("packages/ui/src/button.tsx", "export const Button = 1;\n");
  write("content/scripts/scripts.json", "[]\n");
  write("tools/screenshots.ts", "// capture\n");
  outDir = join(root, "out");
  mkdirSync(outDir);
  for (const name of SHOT_NAMES) writeFileSync(join(outDir, `${name}.jpg`), "old picture");
  writeManifest(outDir, screenshotInputsHash(root));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function step(chromiumPath: string, env: Record<string, string> = {}) {
  const calls: string[] = [];
  const lines: string[] = [];
  const run = runBuildStep({
    root,
    outDir,
    chromiumPath,
    env,
    capture: async () => {
      calls.push("capture");
      for (const name of SHOT_NAMES) writeFileSync(join(outDir, `${name}.jpg`), "new picture");
    },
    log: (line) => lines.push(line),
  });
  return { run, calls, lines };
}

describe("the site build's screenshot step", () => {
  it("captures nothing on an unchanged tree", async () => {
    const { run, calls } = step(process.execPath);
    expect(await run).toBe("current");
    expect(calls).toEqual([]);
  });

  it("recaptures and records the new hash when a member source changes", async () => {
    const before = screenshotInputsHash(root);
    write("apps/member/src/dashboard.tsx", "export const title = 'Your library';\n");
    const after = screenshotInputsHash(root);
    expect(after).not.toBe(before);
    const { run, calls } = step(process.execPath);
    expect(await run).toBe("captured");
    expect(calls).toEqual(["capture"]);
    expect(readManifest(outDir)?.inputs).toBe(after);
    expect(readFileSync(join(outDir, "dashboard.jpg"), "utf8")).toBe("new picture");
  });

  it("counts seed content, the shared UI and the capture script, but not tests or build output", () => {
    const base = screenshotInputsHash(root);
    write("apps/member/src/dashboard.test.tsx", "it('x', () => {});\n");
    write("apps/member/dist/index.html", "<html></html>");
    write("apps/member/node_modules/x/index.js", "1");
    expect(screenshotInputsHash(root)).toBe(base);
    for (const path of ["content/scripts/scripts.json", "packages/ui/src/button.tsx", "tools/screenshots.ts"]) {
      const hash = screenshotInputsHash(root);
      write(path, `${readFileSync(join(root, path), "utf8")}// changed\n`);
      expect(screenshotInputsHash(root), path).not.toBe(hash);
    }
  });

  it("keeps the pictures with one warning line when there is no Chromium", async () => {
    write("packages/ui/src/button.tsx", "export const Button = 2;\n");
    const { run, calls, lines } = step(join(root, "no-chromium"));
    expect(await run).toBe("no-browser");
    expect(calls).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[screenshots\] warning: .*no Chromium/);
    expect(readFileSync(join(outDir, "dashboard.jpg"), "utf8")).toBe("old picture");
  });

  it("recaptures when a picture is missing", async () => {
    rmSync(join(outDir, "social-hub.jpg"));
    const { run, calls } = step(process.execPath);
    expect(await run).toBe("captured");
    expect(calls).toEqual(["capture"]);
  });

  it("leaves the manifest stale when the capture fails", async () => {
    write("apps/member/src/dashboard.tsx", "changed\n");
    const stale = readManifest(outDir)?.inputs;
    const lines: string[] = [];
    const result = await runBuildStep({
      root,
      outDir,
      chromiumPath: process.execPath,
      env: {},
      capture: async () => {
        throw new Error("dashboard never loaded");
      },
      log: (line) => lines.push(line),
    });
    expect(result).toBe("failed");
    expect(readManifest(outDir)?.inputs).toBe(stale);
    expect(lines.at(-1)).toContain("dashboard never loaded");
  });

  it("does nothing inside a capture (the app it starts must not capture again)", async () => {
    write("apps/member/src/dashboard.tsx", "changed\n");
    const { run, calls } = step(process.execPath, { [CAPTURING_ENV]: "1" });
    expect(await run).toBe("nested");
    expect(calls).toEqual([]);
  });
});

describe("the committed screenshots", () => {
  it("hash inputs that all exist (a moved folder must be followed, not silently dropped)", () => {
    for (const input of SCREENSHOT_INPUTS) expect(existsSync(join(repoRoot, input)), input).toBe(true);
  });

  it("were taken from this tree (run `npm run screenshots` after changing the member app)", () => {
    expect(readManifest(productDir)?.inputs).toBe(screenshotInputsHash(repoRoot));
  });
});
