// The public pages (ARCHITECTURE.md, "Where each path is served") and the browser both browser
// sections use: Debian's Chromium with every background network call switched off.
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../chromium.ts";

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

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} is missing (apt-get install -y chromium)`;
}

/** Whether a public page exists yet: the catch-all answers unknown paths with the 404 card. */
export async function pageStatus(baseUrl: string, path: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
}
