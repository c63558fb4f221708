// Every route the member app links to or serves (part 1 §2.1, part 2 §2). `spa: false` marks
// pages the app does not navigate to in place: link to them with a plain <a href> (a full page load).
import { type MemberRoute, MEMBER_ROUTES as R } from "@realty/contracts/member-routes";

/** A member route's entry: its address, and whether links navigate to it in place. */
function spa<P extends string>(route: MemberRoute & { path: P }): { path: P; spa: boolean } {
  return { path: route.path, spa: !route.checkout };
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  // Marketing site (static pages).
  home: { path: "/", spa: false },
  homeAlias: { path: "/home", spa: false },
  landing: { path: "/landing", spa: false },
  aiCustomization: { path: "/ai-customization", spa: false },
  scripts: { path: "/scripts", spa: false },
  professionalVideos: { path: "/professional-videos", spa: false },
  socialMediaPosts: { path: "/social-media-posts", spa: false },
  guarantee: { path: "/guarantee", spa: false },
  terms: { path: "/terms", spa: false },
  privacy: { path: "/privacy", spa: false },
  cookies: { path: "/cookies", spa: false },
  sources: { path: "/sources", spa: false },
  compliance: { path: "/compliance", spa: false },
  resources: { path: "/resources", spa: false },

  // Member app: the addresses come from the route table (@realty/contracts/member-routes); here
  // only the href builders. Checkout pages are reached with a full page load (spa: false): the
  // server sends a Stripe-enabled CSP on them, and Stripe's code stays out of every other page's load.
  login: {
    ...spa(R.login),
    getHref: (query: { email?: string; redirect?: string } = {}) => withQuery(R.login.path, query),
  },
  register: spa(R.register),
  setPassword: {
    ...spa(R.setPassword),
    getHref: (query: { userId?: string; email?: string } = {}) => withQuery(R.setPassword.path, query),
  },
  forgotPassword: spa(R.forgotPassword),
  resetPassword: { ...spa(R.resetPassword), getHref: (token: string) => withQuery(R.resetPassword.path, { token }) },
  purchase: {
    ...spa(R.purchase),
    getHref: (query: { upgrade?: string; from?: string } = {}) => withQuery(R.purchase.path, query),
  },
  checkout: spa(R.checkout),
  dashboard: { ...spa(R.dashboard), getHref: (query: { video?: string } = {}) => withQuery(R.dashboard.path, query) },
  dashboardVideos: spa(R.dashboardVideos),
  dashboardPosts: spa(R.dashboardPosts),
  dashboardLeads: spa(R.dashboardLeads),
  account: {
    ...spa(R.account),
    getHref: (tab?: "profile" | "subscription" | "security" | "history") => (tab ? `${R.account.path}#${tab}` : R.account.path),
  },
  social: spa(R.social),
  socialHub: spa(R.socialHub),
  socialSetup: spa(R.socialSetup),

  // Admin (and the older addresses that still lead there).
  admin: spa(R.admin),
  adminDashboard: spa(R.adminDashboard),
  adminDashboardLegacy: spa(R.adminDashboardLegacy),
  adminLogin: spa(R.adminLogin),
  adminLoginAlias: spa(R.adminLoginAlias),

  // Served by the API.
  logoutFallback: { path: "/api/logout", spa: false },
} as const;

const SPA_PATHS: ReadonlySet<string> = new Set(
  Object.values(paths)
    .filter((p) => p.spa)
    .map((p) => p.path),
);

/** Whether a same-origin href is rendered by this app (navigate in place) or needs a page load. */
export function isSpaPath(href: string): boolean {
  const pathname = new URL(href, "http://app.invalid").pathname.replace(/\/$/, "") || "/";
  return SPA_PATHS.has(pathname);
}

/** A stand-in origin: only whether a target stays on it matters, not what it is. */
const PROBE_ORIGIN = "http://app.invalid";

function sameOriginPath(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * A ?redirect= value we may follow: a path on this origin only, returned in the form the browser's
 * own URL parser gives it. The parser drops tabs and newlines, turns "\" into "/" and resolves
 * "/./" and "/../", so "/.//evil.example/x" becomes "//evil.example/x", a link to another host once
 * it is followed: the normalised path must itself stay here, so that is checked too.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard.path): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const path = sameOriginPath(target);
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // Following the result must land on the same place again (no second normalisation step left).
  return sameOriginPath(path) === path ? path : fallback;
}
