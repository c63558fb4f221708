// The production build, made into a temporary folder: it runs on React (no module of Preact or any
// other stand-in), keeps React in a chunk of its own, keeps the dashboard's chunks free of the entry, and draws every page's first screen into HTML.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIBRARY_TAB_PATHS, MEMBER_ROUTE_LIST, shellFile } from "@realty/contracts/member-routes";
import { build, type Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const APP_ROOT = join(import.meta.dirname, "..");

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir: string;
const moduleIds = new Set<string>();
/** Output file → the modules in it. */
const modulesOf = new Map<string, string[]>();

/** Every module the bundler put in a chunk, as the build's own record of what ships. */
const recordModules: Plugin = {
  name: "test:record-modules",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      modulesOf.set(chunk.fileName, chunk.moduleIds);
      for (const id of chunk.moduleIds) moduleIds.add(id);
    }
  },
};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "member-build-"));
  await build({
    root: APP_ROOT,
    configFile: join(APP_ROOT, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir, emptyOutDir: true },
    plugins: [recordModules],
  });
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
}

describe("the member app's production build", () => {
  it("holds no Preact module: the manifest names none, and no bundled module comes from it", () => {
    const named = Object.entries(manifest()).flatMap(([key, chunk]) => [key, chunk.file, chunk.src ?? "", chunk.name ?? ""]);
    expect(named.filter((name) => /preact/i.test(name))).toEqual([]);
    expect(moduleIds.size).toBeGreaterThan(100);
    expect([...moduleIds].filter((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).toEqual([]);
    expect([...moduleIds].some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
  });

  it("puts React and react-dom in a chunk of their own, which the entry imports", () => {
    const chunks = manifest();
    const react = Object.entries(chunks).find(([, chunk]) => chunk.name === "react");
    expect(react).toBeDefined();
    const entry = chunks["index.html"];
    expect(entry?.imports).toContain(react?.[0]);
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as { longCached: string[] };
    expect(preloads.longCached).toContain(`/${react?.[1].file}`);
  });

  it("keeps the entry out of /dashboard's first-load chunks, so another page's change leaves them cached", () => {
    const chunks = manifest();
    const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
      for (const key of keys) {
        if (seen.has(key)) continue;
        seen.add(key);
        closure(chunks[key]?.imports ?? [], seen);
      }
      return seen;
    };
    const dashboard = [...closure(["src/app/pages/dashboard.tsx"])];
    expect(dashboard.length).toBeGreaterThan(3);
    expect(dashboard.filter((key) => chunks[key]?.imports?.includes("index.html"))).toEqual([]);
  });

  it("leaves out of /dashboard's first load the code only other screens need", () => {
    const chunks = manifest();
    const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
      for (const key of keys) {
        if (seen.has(key)) continue;
        seen.add(key);
        closure(chunks[key]?.imports ?? [], seen);
      }
      return seen;
    };
    const firstLoad = [...closure(["index.html", "src/app/pages/dashboard.tsx"])].flatMap((key) => {
      const file = chunks[key]?.file;
      return file ? (modulesOf.get(file) ?? []) : [];
    });
    expect(firstLoad.some((id) => id.endsWith("/src/app/pages/dashboard.tsx"))).toBe(true);
    const unwanted = [
      /[\\/]node_modules[\\/]use-sync-external-store[\\/]/, // React 19 has the hook the shim stood in for
      /[\\/]node_modules[\\/]@radix-ui[\\/]react-slot[\\/]/, // the button's asChild has its own slot
      /[\\/]node_modules[\\/]swr[\\/]dist[\\/]infinite[\\/]/, // the admin's audit log only
      /[\\/]packages[\\/]ui[\\/]src[\\/]share\.ts$/, // sharing opens from dialogs; copying needs copy-text.ts
      /[\\/]purchase-banner\.tsx$/, // shown to accounts without a purchase only
    ];
    expect(firstLoad.filter((id) => unwanted.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it("preloads with /dashboard, for a session, the lazy parts its first screen draws", () => {
    const chunks = manifest();
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as {
      session: Record<string, string[]>;
      signedOut: Record<string, string[]>;
    };
    const marketCard = chunks["src/features/scripts/components/market-script-card.tsx"]?.file;
    expect(marketCard).toBeDefined();
    expect(preloads.session["/dashboard"]).toContain(`/${marketCard}`);
    const tracker = [...modulesOf].find(([, ids]) => ids.some((id) => id.endsWith("/leads/components/guarantee-tracker.tsx")));
    expect(preloads.session["/dashboard"]).toContain(`/${tracker?.[0]}`);
  });

  it("preloads with each library tab's address, for a session, that tab's own code", () => {
    const chunks = manifest();
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as {
      session: Record<string, string[]>;
    };
    const videosTab = chunks["src/features/videos/components/videos-tab.tsx"]?.file;
    expect(videosTab).toBeDefined();
    expect(preloads.session[LIBRARY_TAB_PATHS.videos]).toContain(`/${videosTab}`);
    expect(preloads.session[LIBRARY_TAB_PATHS.scripts]).not.toContain(`/${videosTab}`);
  });

  it("draws each address's first screen into the HTML it is served, the dashboard on the address's tab", () => {
    for (const route of MEMBER_ROUTE_LIST) {
      const file = join(outDir, shellFile(route.path));
      expect(existsSync(file), route.path).toBe(true);
      const html = readFileSync(file, "utf8");
      // Marked for hydration, naming the page whose code the browser loads before it hydrates.
      expect(html).toContain(`<div id="root" data-prerendered data-parts="app/pages/${route.shell}">`);
      expect(html).not.toContain("Loading...");
      // Every part in place: React's own inline scripts would be refused by the page's CSP. The one
      // script is the page's boot (allowed by its hash), which asks for the entry after the first
      // paint: nothing in the HTML fetches code before it.
      expect(html.match(/<script[ >]/g), route.path).toHaveLength(1);
      expect(html).toMatch(/<script data-boot data-entry="\/assets\/index-[\w-]+\.js" data-prefetch="[^"]*toaster-/);
      expect(html).not.toMatch(/<link rel="(modulepreload|prefetch)"|<script type="module"/);
    }
    const videos = readFileSync(join(outDir, shellFile(LIBRARY_TAB_PATHS.videos)), "utf8");
    expect(videos).toMatch(/aria-selected="true"[^>]*id="library-tab-videos"|id="library-tab-videos"[^>]*aria-selected="true"/);
    expect(videos).toContain('aria-label="Loading videos"');
  });
});
