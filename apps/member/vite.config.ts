import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Adds `<link rel="prefetch">` for the toast code (docs/decisions/, member app): the browser
 * fetches it at idle into its cache without running it, so the first toast, even the one saying
 * the connection dropped, needs no network, while the first load of every page stays without it.
 */
function prefetchToaster(): Plugin {
  return {
    name: "realty:prefetch-toaster",
    apply: "build",
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
 * The page chunks each address needs, beyond the entry's own (issue 18), written to
 * route-preloads.json for the Node static handler: it sends them as `modulepreload` links with the
 * shell, so a page's lazy chunk loads beside the entry instead of after it. `session` holds what a
 * signed-in request gets (member or admin page), `signedOut` what a visitor gets.
 */
const ROUTE_PAGES: Record<"signedOut" | "session", Record<string, string>> = {
  signedOut: {
    "/login": "src/app/pages/login.tsx",
    "/register": "src/app/pages/register.tsx",
    "/set-password": "src/app/pages/set-password.tsx",
    "/forgot-password": "src/app/pages/forgot-password.tsx",
    "/reset-password": "src/app/pages/reset-password.tsx",
    "/purchase": "src/app/pages/purchase.tsx",
    "/checkout": "src/app/pages/purchase.tsx",
    "/account": "src/app/pages/account.tsx",
    "/admin": "src/app/pages/login.tsx",
  },
  session: {
    "/login": "src/app/pages/login.tsx",
    "/register": "src/app/pages/register.tsx",
    "/purchase": "src/app/pages/purchase.tsx",
    "/checkout": "src/app/pages/purchase.tsx",
    "/account": "src/app/pages/account.tsx",
    "/dashboard": "src/app/pages/dashboard.tsx",
    "/social": "src/app/pages/social-hub.tsx",
    "/social-hub": "src/app/pages/social-hub.tsx",
    "/social-setup": "src/app/pages/social-setup.tsx",
    "/admin": "src/app/pages/admin-dashboard.tsx",
    "/admin/dashboard": "src/app/pages/admin-dashboard.tsx",
  },
};

function routePreloads(): Plugin {
  return {
    name: "realty:route-preloads",
    apply: "build",
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
      const filesOf = (source: string): string[] => {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/apps/member/${source}`));
        if (!page) this.error(`route-preloads: no chunk for ${source}`);
        return [...closure([page.fileName])].filter((name) => !initial.has(name)).map((name) => `/${name}`);
      };
      const out = Object.fromEntries(
        Object.entries(ROUTE_PAGES).map(([who, routes]) => [
          who,
          Object.fromEntries(Object.entries(routes).map(([path, source]) => [path, filesOf(source)])),
        ]),
      );
      // The entry and its stylesheet go first: a page's chunks must not take the bandwidth before them.
      const entry = chunks.find((c) => c.isEntry);
      const css = [...(entry?.viteMetadata?.importedCss ?? [])].map((name) => `/${name}`);
      const entryFiles = entry ? [entry.fileName, ...[...initial].filter((n) => n !== entry.fileName)] : [];
      Object.assign(out, { entry: { css, modules: entryFiles.map((name) => `/${name}`) } });
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(out) });
    },
  };
}

/**
 * The production build runs on Preact's React layer (docs/decisions/35): react-dom is 58 KB gzip
 * of the dashboard's 101, preact/compat about 11. The dev server keeps React for Fast Refresh;
 * the browser tests run against the build, so they check the code members get.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^(react|react-dom)$/, replacement: "preact/compat" },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), prefetchToaster(), routePreloads()],
  resolve: { alias: command === "build" ? PREACT_ALIASES : [] },
  build: { target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/media": "http://127.0.0.1:8787" } },
}));
