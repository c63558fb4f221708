import { memberRouteAt } from "@realty/contracts/member-routes";
import { contentSecurityPolicy } from "./security-headers.ts";

const CHECKOUT_CSP = contentSecurityPolicy({ stripe: true });

/**
 * Stripe's origins are allowed on the checkout pages only (ARCHITECTURE.md, security headers): the
 * routes the manifest marks `checkout`, which the app reaches with a full page load.
 */
export function checkoutPageHeaders(path: string): Record<string, string> | undefined {
  return memberRouteAt(path)?.checkout ? { "Content-Security-Policy": CHECKOUT_CSP } : undefined;
}
