import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Adds `<link rel="prefetch">` for the toast code (docs/decisions.md, member app): the browser
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

export default defineConfig({
  plugins: [react(), tailwindcss(), prefetchToaster()],
  build: { target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/media": "http://127.0.0.1:8787" } },
});
