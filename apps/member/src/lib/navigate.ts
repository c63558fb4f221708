import { navigate as wouterNavigate } from "wouter/use-browser-location";
import { isSpaPath } from "../config/paths.ts";

/** Goes to a same-origin href: in place for this app's routes, a full page load for the marketing site. */
export function goTo(href: string, options: { replace?: boolean } = {}): void {
  if (isSpaPath(href)) wouterNavigate(href, { replace: options.replace ?? false });
  else if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}

/** A full page load, when the whole app should start again (after sign-up, sign-out). */
export function hardNavigate(href: string): void {
  window.location.assign(href);
}
