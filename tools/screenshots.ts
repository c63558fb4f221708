// Pictures of the real product for the marketing pages: the dashboard, the script
// dialog after a built-in customization, and the social hub, captured from the running app with
// Playwright and Debian's Chromium into apps/marketing/src/assets/product/ (the site build makes
// the WebP sizes). `npm run screenshots` always captures; the site build runs `--if-stale`, which
// captures only when the inputs hash in screenshots.json differs from the tree's (tools/screenshots/).
import { join } from "node:path";
import { CHROMIUM_PATH } from "./chromium.ts";
import { startApp } from "./screenshots/app-server.ts";
import { runBuildStep, writeManifest } from "./screenshots/build-step.ts";
import { captureScreenshots } from "./screenshots/capture.ts";
import { screenshotInputsHash } from "./screenshots/inputs.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps", "marketing", "src", "assets", "product");

async function capture(): Promise<void> {
  const app = await startApp(root);
  try {
    await captureScreenshots(app.base, outDir, CHROMIUM_PATH);
  } finally {
    await app.stop();
  }
}

if (process.argv.includes("--if-stale")) {
  // Never fails the site build: stale or missing pictures are reported, the committed ones stay.
  await runBuildStep({ root, outDir, chromiumPath: CHROMIUM_PATH, env: process.env, capture });
} else {
  const inputs = screenshotInputsHash(root);
  try {
    await capture();
    writeManifest(outDir, inputs);
  } catch (err) {
    console.error(`[screenshots] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
