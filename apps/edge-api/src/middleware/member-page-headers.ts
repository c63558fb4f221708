import { memberRouteAt } from "@realty/contracts/member-routes";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The member pages' policy: the page's own inline scripts by their hashes (the script that loads
 * the app after the first paint), and Stripe's origins on the checkout pages only (ARCHITECTURE.md,
 * security headers): the routes the manifest marks `checkout`, which the app reaches with a full
 * page load.
 */
export function memberPageHeaders(path: string, page: { inlineScriptHashes: string[] }): Record<string, string> {
  const stripe = Boolean(memberRouteAt(path)?.checkout);
  return { "Content-Security-Policy": contentSecurityPolicy({ stripe, inlineScriptHashes: page.inlineScriptHashes }) };
}
