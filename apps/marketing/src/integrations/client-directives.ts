// Registers the site's own hydration directives (src/directives): client:signedin and client:interact.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const entry = (file: string) => fileURLToPath(new URL(`../directives/${file}`, import.meta.url));

export function clientDirectives(): AstroIntegration {
  return {
    name: "realty:client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "signedin", entrypoint: entry("signed-in.ts") });
        addClientDirective({ name: "interact", entrypoint: entry("interact.ts") });
      },
    },
  };
}
