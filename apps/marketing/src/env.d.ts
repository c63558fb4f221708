/// <reference types="astro/client" />

// The site's own hydration directives (src/integrations/client-directives.ts).
declare module "astro" {
  interface AstroClientDirectives {
    "client:signedin"?: boolean;
    "client:interact"?: boolean;
  }
}

export {};
