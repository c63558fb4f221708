import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  LIBRARY_TAB_PATHS,
  MEMBER_ROUTE_LIST,
  type MemberRoute,
  type PageName,
  pageFor,
  shellFile,
  withDrawnApp,
} from "@realty/contracts/member-routes";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type ConfigEnv, createServer, defineConfig, type Plugin, type UserConfig } from "vite";

/** The browser's build only: the server's (dist/server, `vite build --ssr`) has no HTML, chunks or shells. */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === "build" && !env.isSsrBuild;

/**
 * Adds `<link rel="prefetch">` for the toast code (docs/decisions/, member app): the browser
 * fetches it at idle into its cache without running it, so the first toast, even the one saying
 * the connection dropped, needs no network, while the first load of every page stays without it.
 */
function prefetchToaster(): Plugin {
  return {
    name: "realty:prefetch-toaster",
    apply: clientBuild,
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === "chunk" ? [c] : []));
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[], seen = new Set<string>()): Set<string> => {
          for (const name of start) {
            if (seen.has(name)) continue;
            seen.add(name);
            closure(byName.get(name)?.imports ?? [], seen);
          }
          return seen;
        };
        const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const toaster = chunks.find((c) => c.facadeModuleId?.endsWith("/packages/ui/src/toaster.tsx"));
        if (!toaster) return [];
        return [...closure([toaster.fileName])]
          .filter((name) => !initial.has(name))
          .map((name) => ({ tag: "link", attrs: { rel: "prefetch", href: `/${name}` }, injectTo: "head" as const }));
      },
    },
  };
}

/**
 * The app's code after the first paint: the build's `<script type="module">`, its modulepreloads and
 * prefetches become data on one inline script (src/page-boot.js), which asks for them once the browser has
 * painted the page's HTML. The server adds each address's own chunks and reads to that data
 * (static/spa-preload.ts) and allows the script by its hash.
 */
function bootAfterPaint(): Plugin {
  return {
    name: "realty:boot-after-paint",
    apply: clientBuild,
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error("boot-after-paint: the build's HTML has no entry script");
        const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const prefetches = [...html.matchAll(/<link rel="prefetch" href="([^"]+)">\s*/g)];
        const source = await readFile(fileURLToPath(new URL("./src/page-boot.js", import.meta.url)), "utf8");
        // Its comments are for the source: every page carries the script.
        const boot = source
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith("//"))
          .join("\n");
        const list = (links: RegExpExecArray[]) => links.map((m) => m[1]).join(" ");
        const data = `data-entry="${entry[1]}" data-prefetch="${list(prefetches)}" data-modules="${list(modules)}"`;
        let out = html.replace(entry[0], `<script data-boot ${data}>${boot}</script>\n    `);
        for (const link of [...modules, ...prefetches]) out = out.replace(link[0], "");
        return out;
      },
    },
  };
}

/**
 * The page chunks each address needs, beyond the entry's own, written to route-preloads.json for
 * the Node static handler: it names them to the page's inline script, which modulepreloads them
 * with the entry after the first paint, so a page's lazy chunk loads beside the entry instead of
 * after it. `session` holds what a signed-in request gets
 * (a member's page, else an admin's), `signedOut` what a visitor gets; both come from the route
 * manifest. `longCached` lists the chunks holding no app code (React, the first screen's libraries):
 * a deploy that changes app code only leaves them as they were.
 */
function pageSource(name: PageName): string {
  return `src/app/pages/${name}.tsx`;
}

/**
 * Parts a page loads lazily yet draws on a member's first screen at an address, not behind a click
 * (each dashboard tab's own code, the tracker beside "Start here"): preloaded with the page for a
 * session, so the browser need not run the page before it asks for them.
 */
const TRACKER = "src/features/leads/components/guarantee-tracker.tsx";
const FIRST_SCREEN_PARTS: Record<string, string[]> = {
  [LIBRARY_TAB_PATHS.scripts]: ["src/features/scripts/components/market-script-card.tsx", TRACKER],
  [LIBRARY_TAB_PATHS.videos]: ["src/features/videos/components/videos-tab.tsx", TRACKER],
  [LIBRARY_TAB_PATHS.posts]: ["src/features/posts/components/posts-tab.tsx", TRACKER],
  [LIBRARY_TAB_PATHS.leads]: ["src/features/leads/components/leads-tab.tsx", TRACKER],
};

function routePages(session: (route: MemberRoute) => PageName | undefined, withParts: boolean): Record<string, string[]> {
  return Object.fromEntries(
    MEMBER_ROUTE_LIST.flatMap((route) => {
      const page = session(route);
      return page ? [[route.path, [pageSource(page), ...((withParts && FIRST_SCREEN_PARTS[route.path]) || [])]]] : [];
    }),
  );
}

const ROUTE_PAGES = {
  signedOut: routePages((route) => pageFor(route, "signedOut"), false),
  session: routePages((route) => pageFor(route, "user") ?? pageFor(route, "admin"), true),
};

function routePreloads(): Plugin {
  return {
    name: "realty:route-preloads",
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], seen = new Set<string>()): Set<string> => {
        for (const name of start) {
          if (seen.has(name)) continue;
          seen.add(name);
          closure(byName.get(name)?.imports ?? [], seen);
        }
        return seen;
      };
      const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const filesOf = (sources: string[]): string[] => {
        const starts = sources.map((source) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/apps/member/${source}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/apps/member/${source}`)));
          if (!chunk) this.error(`route-preloads: no chunk for ${source}`);
          return chunk.fileName;
        });
        return [...closure(starts)].filter((name) => !initial.has(name)).map((name) => `/${name}`);
      };
      const out = Object.fromEntries(
        Object.entries(ROUTE_PAGES).map(([who, routes]) => [
          who,
          Object.fromEntries(Object.entries(routes).map(([path, sources]) => [path, filesOf(sources)])),
        ]),
      );
      // The entry and its stylesheet go first: a page's chunks must not take the bandwidth before them.
      const entry = chunks.find((c) => c.isEntry);
      const css = [...(entry?.viteMetadata?.importedCss ?? [])].map((name) => `/${name}`);
      const entryFiles = entry ? [entry.fileName, ...[...initial].filter((n) => n !== entry.fileName)] : [];
      const longCached = chunks
        .filter((c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => id.includes("/node_modules/")))
        .map((c) => `/${c.fileName}`);
      Object.assign(out, { entry: { css, modules: entryFiles.map((name) => `/${name}`) }, longCached });
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(out) });
    },
  };
}

/**
 * Paints from HTML: each address's first screen (its page module's `Shell`: header, navigation, tab
 * bar on the address's tab, a skeleton of the content) rendered with react-dom at build time into
 * `shells/<address>.html`, which the server sends to visitors and wherever it draws no member's
 * screen. The browser hydrates it, so the first paint waits for no script. Rendered through Vite's
 * SSR loader, so the app's modules resolve as in the build.
 */
function prerenderShells(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "realty:prerender-shells",
    apply: clientBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const template = await readFile(join(outDir, "index.html"), "utf8");
      const server = await createServer({
        configFile: fileURLToPath(import.meta.url),
        root,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderFirstScreen } = (await server.ssrLoadModule(
          "/src/server-entry.tsx",
        )) as typeof import("./src/server-entry.tsx");
        for (const route of MEMBER_ROUTE_LIST) {
          const file = join(outDir, shellFile(route.path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, withDrawnApp(template, await renderFirstScreen({ path: route.path })));
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * React and react-dom (with the scheduler they share) in a chunk of their own: it changes only when
 * React is upgraded, so a deploy that changes app code alone leaves it in members' caches. The
 * libraries every first screen runs (router, data, class helpers, the icon base) get a second
 * such chunk for the same reason; libraries of one page stay in that page's chunks.
 */
const CHUNK_GROUPS = [
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: "vendor",
    test: /[\\/]node_modules[\\/](swr(?![\\/]dist[\\/]infinite)|wouter|regexparam|dequal|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context))[\\/.]/,
    priority: 1,
  },
  /**
   * The app code every page runs before its own (the entry's static imports that pages share: the
   * API client, the button, the class helper, the plans, the route manifest) as one chunk rather
   * than a handful of small ones: every page loads all of it anyway, and each extra file costs its
   * own compression and request. It changes only when that shared code does.
   */
  {
    name: "app-core",
    test: (id: string) => /[\\/](apps[\\/]member[\\/]src|packages)[\\/]|^\0vite[\\/]preload-helper/.test(id),
    tags: ["$initial" as const],
    minShareCount: 2,
    priority: 0.5,
  },
  /**
   * Icons shared between pages, grouped by the pages that use them, small groups merged: one icon
   * is a few hundred bytes, too small to be a file of its own.
   */
  {
    name: "icons",
    test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 1_500,
    priority: 0.4,
  },
  /**
   * App code shared between chunks goes into chunks of its own rather than into the entry: a page
   * that imports the entry is renamed whenever any page changes (the entry names every page), so a
   * returning member would fetch it again after every deploy. The dashboard's first screen imports
   * no entry code this way; modules the entry itself needs first stay in it.
   */
  {
    name: "app",
    test: (id: string) => /[\\/](apps[\\/]member[\\/]src|packages)[\\/]/.test(id),
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 1_500,
    priority: 0,
  },
];

/** The browser's build: React and the shared code in long-cached chunks, the manifest for the preload lists. */
const CLIENT_BUILD: UserConfig["build"] = {
  target: "es2022",
  sourcemap: false,
  // Every browser the es2022 target reaches supports <link rel=modulepreload>: no polyfill in the entry.
  modulePreload: { polyfill: false },
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: { groups: CHUNK_GROUPS },
      // A shared chunk is named after every chunk that loads it; its group and the hash say enough.
      chunkFileNames: (chunk) => {
        const group = /^(app|icons)~/.exec(chunk.name)?.[1];
        return group ? `assets/${group}-[hash].js` : "assets/[name]-[hash].js";
      },
    },
  },
};

/** The server's build (`vite build --ssr`): Node runs it, its packages come from node_modules. */
const SERVER_BUILD: UserConfig["build"] = { target: "node22", sourcemap: false, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), prefetchToaster(), bootAfterPaint(), routePreloads(), prerenderShells()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  build: isSsrBuild ? SERVER_BUILD : CLIENT_BUILD,
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/media": "http://127.0.0.1:8787" } },
}));
