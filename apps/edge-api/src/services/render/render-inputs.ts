// Which videos can be rendered: each library entry with a valid source file
// (content/videos/sources/<slug>.json), and the home page's video (content/media/homepage-source.json).
// A missing or invalid source leaves that entry on its title card; it never stops the start.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { videoSource } from "@realty/library/video-source";
import { HOMEPAGE_SLUG } from "@realty/media/frames/constants";
import type { RenderInput } from "@realty/media/frames/scene";
import { renderKeyFor } from "./render-keys.ts";

export { HOMEPAGE_SLUG };

export interface LibraryRender {
  input: RenderInput;
  key: string;
  /** Lower renders first: the home video, then the public samples, then the plan in week order. */
  priority: number;
}

export interface RenderSources {
  bySlug: Map<string, LibraryRender>;
  homepage: LibraryRender | null;
  /** Sources that exist but do not parse, with the reason (logged by the caller). */
  problems: string[];
}

interface EntryRef {
  slug: string;
  title: string;
  week: number;
  publicSample: boolean;
}

function readSource(path: string, slug: string, title: string, problems: string[]): RenderInput | null {
  if (!existsSync(path)) return null;
  try {
    const parsed = videoSource.safeParse(JSON.parse(readFileSync(path, "utf8")));
    if (parsed.success) return { slug, title, source: parsed.data };
    problems.push(`${path}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  } catch (err) {
    problems.push(`${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return null;
}

export function loadRenderSources(contentDir: string, entries: readonly EntryRef[], homepageTitle: string): RenderSources {
  const problems: string[] = [];
  const bySlug = new Map<string, LibraryRender>();
  for (const entry of entries) {
    const input = readSource(join(contentDir, "videos", "sources", `${entry.slug}.json`), entry.slug, entry.title, problems);
    // Samples by week (1, 2), then the plan by week (101-152): the home page's videos come first.
    const priority = entry.publicSample ? entry.week : 100 + entry.week;
    if (input) bySlug.set(entry.slug, { input, key: renderKeyFor(input), priority });
  }
  const homeInput = readSource(join(contentDir, "media", "homepage-source.json"), HOMEPAGE_SLUG, homepageTitle, problems);
  const homepage = homeInput ? { input: homeInput, key: renderKeyFor(homeInput), priority: 0 } : null;
  return { bySlug, homepage, problems };
}

/** Every render the library wants, most urgent first. */
export function allRenders(sources: RenderSources): LibraryRender[] {
  const list = [...(sources.homepage ? [sources.homepage] : []), ...sources.bySlug.values()];
  return list.sort((a, b) => a.priority - b.priority);
}
