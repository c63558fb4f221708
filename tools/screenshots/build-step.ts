// The site build's screenshot step: recapture only when what the pictures show has changed.
// A manifest beside the JPEGs records the inputs hash they were taken at; a clean clone where
// nothing changed compares one hash and captures nothing. Without Chromium the committed pictures
// stay, with one warning line, so building the site never requires a browser.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { screenshotInputsHash } from "./inputs.ts";

export const SHOT_NAMES = ["dashboard", "script-dialog", "social-hub"] as const;
export const MANIFEST_FILE = "screenshots.json";
/** Set in the environment of everything a capture starts, so nothing it runs captures again. */
export const CAPTURING_ENV = "REALTY_SCREENSHOTS_CAPTURING";

/** One field, so the file stays in the formatter's own layout (`npm run lint` checks it). */
export interface ScreenshotManifest {
  /** screenshotInputsHash() of the tree the pictures (SHOT_NAMES, as .jpg) were taken from. */
  inputs: string;
}

export function readManifest(outDir: string): ScreenshotManifest | null {
  const path = join(outDir, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<ScreenshotManifest>;
  return typeof parsed.inputs === "string" ? { inputs: parsed.inputs } : null;
}

export function writeManifest(outDir: string, inputs: string): void {
  const manifest: ScreenshotManifest = { inputs };
  writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** True when every picture exists and the manifest names the current inputs hash. */
export function screenshotsCurrent(outDir: string, inputs: string): boolean {
  const manifest = readManifest(outDir);
  return manifest?.inputs === inputs && SHOT_NAMES.every((n) => existsSync(join(outDir, `${n}.jpg`)));
}

export interface BuildStepOptions {
  root: string;
  outDir: string;
  chromiumPath: string;
  env: Record<string, string | undefined>;
  /** Takes the pictures into outDir; throws when it could not. */
  capture: () => Promise<void>;
  log?: (line: string) => void;
}

export type BuildStepResult = "nested" | "current" | "no-browser" | "captured" | "failed";

export async function runBuildStep(options: BuildStepOptions): Promise<BuildStepResult> {
  const log = options.log ?? console.log;
  if (options.env[CAPTURING_ENV]) return "nested";
  const inputs = screenshotInputsHash(options.root);
  if (screenshotsCurrent(options.outDir, inputs)) {
    log("[screenshots] current");
    return "current";
  }
  if (!existsSync(options.chromiumPath)) {
    log(
      `[screenshots] warning: the app changed since the screenshots were taken, but there is no Chromium at ${options.chromiumPath}; keeping the committed pictures`,
    );
    return "no-browser";
  }
  log("[screenshots] the app changed: capturing the dashboard, script dialog and social hub");
  try {
    await options.capture();
  } catch (err) {
    // The site still builds with the previous pictures; the manifest stays stale, so the
    // committed-manifest test in CI reports it.
    log(
      `[screenshots] warning: capture failed, keeping the committed pictures: ${err instanceof Error ? err.message : String(err)}`,
    );
    return "failed";
  }
  writeManifest(options.outDir, inputs);
  return "captured";
}
