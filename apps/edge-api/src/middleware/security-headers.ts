import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

const STRIPE = "https://js.stripe.com";

/** The default policy: everything from this origin, no framing, no plugins. */
export function contentSecurityPolicy(options: { stripe?: boolean; inlineScriptHashes?: string[] } = {}): string {
  const scripts = ["'self'", ...(options.inlineScriptHashes ?? []).map((h) => `'${h}'`)];
  const frames: string[] = [];
  const connect = ["'self'"];
  if (options.stripe) {
    // Stripe's CSP guide also lists its *.js.stripe.com hosts for Stripe.js and the Payment Element.
    scripts.push(STRIPE, "https://*.js.stripe.com");
    frames.push(STRIPE, "https://*.js.stripe.com", "https://hooks.stripe.com");
    connect.push("https://api.stripe.com");
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Radix and the video player set inline style attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Security headers on every response. A handler that needs a different CSP (the checkout with
 * Stripe, a static page with inline island loaders) sets its own and this keeps it.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", DEFAULT_CSP);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  // The microphone is this site's own: "Record my voice-over" records in the video player.
  h.set("Permissions-Policy", "camera=(), microphone=(self), geolocation=(), payment=(self)");
  // One year, as ARCHITECTURE.md asks (Hono's default of 180 days is too short); HTTPS only.
  if (c.var.deps.config.production) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
});
