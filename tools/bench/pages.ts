// The public pages (ARCHITECTURE.md, "Where each path is served") and the browser both browser
// sections use: Debian's Chromium with every background network call switched off.
import { existsSync } from "node:fs";

export const PUBLIC_PAGES = [
  "/",
  "/home",
  "/landing",
  "/ai-customization",
  "/scripts",
  "/professional-videos",
  "/social-media-posts",
  "/guarantee",
  "/terms",
  "/privacy",
  "/cookies",
  "/sources",
  "/compliance",
  "/resources",
  "/demo",
];

/** A path no page owns: the static 404 card. */
export const NOT_FOUND_PATH = "/bench-no-such-page";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The flags of playwright.config.ts (CHROMIUM_ARGS), repeated so the bench does not load the test config. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
];

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} is missing (apt-get install -y chromium)`;
}

/** Whether a public page exists yet: the catch-all answers unknown paths with the 404 card. */
export async function pageStatus(baseUrl: string, path: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
}
