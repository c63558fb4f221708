import { contentSecurityPolicy } from "./security-headers.ts";

/** The member app's checkout pages; the app reaches them with a full page load. */
const CHECKOUT_PAGES = /^\/(purchase|checkout)\/?$/;
const CHECKOUT_CSP = contentSecurityPolicy({ stripe: true });

/** Stripe's origins are allowed on the checkout pages only (ARCHITECTURE.md, security headers). */
export function checkoutPageHeaders(path: string): Record<string, string> | undefined {
  return CHECKOUT_PAGES.test(path) ? { "Content-Security-Policy": CHECKOUT_CSP } : undefined;
}
