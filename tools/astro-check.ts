// `astro check` for the marketing site, run by `npm run typecheck`.
// The Astro language server drives TypeScript's JavaScript API, which TypeScript 7 (the repo's
// compiler) does not offer yet; the marketing workspace carries TypeScript 6 for it. npm hoists the
// language server to the root, where a plain `require("typescript")` would find 7, so every
// "typescript" the checker asks for resolves from the marketing workspace instead.
import { createRequire, registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const marketing = join(import.meta.dirname, "../apps/marketing");
const fromMarketing = createRequire(join(marketing, "package.json"));

// Resolved before the hook is registered: a resolve inside the hook would run the hook again.
const typescript = pathToFileURL(fromMarketing.resolve("typescript")).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "typescript") return { url: typescript, format: "commonjs", shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

process.chdir(marketing);
process.env.ASTRO_TELEMETRY_DISABLED = "1";
process.argv = [process.argv[0] ?? "node", "astro-check", ...process.argv.slice(2)];
// The package exports only its API; its command sits beside it (dist/index.js -> bin/astro-check.js).
const checkBin = join(dirname(fromMarketing.resolve("@astrojs/check")), "../bin/astro-check.js");
await import(pathToFileURL(checkBin).href);
