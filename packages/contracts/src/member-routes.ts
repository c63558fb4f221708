// The member app's routes (part 1 §2.1, part 2 §2), written once: the app's router and links, its
// build (the page code and the HTML each address is served with) and the API's static handler
// (which paths get the app, with which preloads) all read this table. No zod and no React here:
// the server imports it too.

export type SessionKind = "signedOut" | "user" | "admin";

/** A page module of the member app: `apps/member/src/app/pages/<name>.tsx`. */
export type PageName =
  | "login"
  | "register"
  | "set-password"
  | "forgot-password"
  | "reset-password"
  | "purchase"
  | "account"
  | "dashboard"
  | "social-hub"
  | "social-setup"
  | "admin-dashboard";

/** What a session gets at an address: a page, or another address (a full page load when it is not the app's). */
export type RouteTarget = { page: PageName } | { redirect: string };

export interface MemberRoute {
  path: string;
  /** Who may open it and what each of them gets; any other session sees the app's 404 card. */
  open: Partial<Record<SessionKind, RouteTarget>>;
  /** The page whose first screen is drawn into this address's HTML at build time. */
  shell: PageName;
  /** API reads of the first screen for a signed-in member, preloaded with the HTML. */
  firstReads?: readonly string[];
  /** Reached with a full page load: the server sends these pages Stripe's CSP. */
  checkout?: true;
}

const page = (name: PageName): RouteTarget => ({ page: name });
const to = (path: string): RouteTarget => ({ redirect: path });

const ADMIN_HOME = "/admin/dashboard";
const LOGIN = page("login");

/** The admin's platform name and announcement, in the header and footer of every member page. */
const PUBLIC_SETTINGS = "/api/settings/public";

/** The reads above every dashboard tab: the plan, the "Start here" checklist and the guarantee tracker beside it. */
const DASHBOARD_READS = [PUBLIC_SETTINGS, "/api/user/access-level", "/api/user/start-here", "/api/leads/guarantee"] as const;

/** The Users tab's first page, newest first: the admin dashboard's first screen (the tab asks with this key). */
export const ADMIN_USERS_FIRST_PAGE = "/api/admin/lists/users?sort=createdAt&dir=desc&page=1&pageSize=20";

function dashboardTab<P extends string>(path: P, tabReads: readonly string[]) {
  return {
    path,
    open: { signedOut: to("/"), user: page("dashboard"), admin: to(ADMIN_HOME) },
    shell: "dashboard",
    firstReads: [...DASHBOARD_READS, ...tabReads],
  } as const satisfies MemberRoute;
}

export const MEMBER_ROUTES = {
  login: { path: "/login", open: { signedOut: LOGIN, user: LOGIN, admin: LOGIN }, shell: "login" },
  register: { path: "/register", open: { signedOut: page("register"), user: page("register") }, shell: "register" },
  setPassword: { path: "/set-password", open: { signedOut: page("set-password") }, shell: "set-password" },
  forgotPassword: { path: "/forgot-password", open: { signedOut: page("forgot-password") }, shell: "forgot-password" },
  resetPassword: { path: "/reset-password", open: { signedOut: page("reset-password") }, shell: "reset-password" },
  purchase: {
    path: "/purchase",
    open: { signedOut: page("purchase"), user: page("purchase"), admin: page("purchase") },
    shell: "purchase",
    checkout: true,
  },
  checkout: {
    path: "/checkout",
    open: { signedOut: page("purchase"), user: page("purchase"), admin: page("purchase") },
    shell: "purchase",
    checkout: true,
  },
  account: {
    path: "/account",
    open: { signedOut: page("account"), user: page("account") },
    shell: "account",
    firstReads: [PUBLIC_SETTINGS, "/api/user/access-level"],
  },
  // Signed out, /dashboard is the marketing site's landing page. Each library tab has an address of
  // its own, so the server knows which tab's first screen to draw (a #hash never reaches it).
  dashboard: dashboardTab("/dashboard", [
    "/api/scripts?view=cards",
    "/api/scripts/opened",
    // The market script card, on the Scripts tab of a member with a plan.
    "/api/market-script?language=en",
  ]),
  dashboardVideos: dashboardTab("/dashboard/videos", ["/api/videos/featured", "/api/videos"]),
  // The posts, and the month's market figures their form and images use.
  dashboardPosts: dashboardTab("/dashboard/posts", ["/api/social-posts?showAll=true", "/api/market-figures"]),
  dashboardLeads: dashboardTab("/dashboard/leads", ["/api/leads"]),
  // Not drawn for the member: hydrating the drawn composer cost more blocking time (about 500 ms in
  // Lighthouse's mobile run) than drawing it in the browser (docs/decisions/, the Social Hub).
  social: { path: "/social", open: { user: page("social-hub") }, shell: "social-hub" },
  socialHub: { path: "/social-hub", open: { user: page("social-hub") }, shell: "social-hub" },
  socialSetup: { path: "/social-setup", open: { user: page("social-setup") }, shell: "social-setup" },
  // Signed out, the admin addresses show the login screen; an admin lands on the admin dashboard.
  admin: { path: "/admin", open: { signedOut: LOGIN, admin: to(ADMIN_HOME) }, shell: "login" },
  adminDashboard: {
    path: ADMIN_HOME,
    open: { admin: page("admin-dashboard") },
    shell: "admin-dashboard",
    firstReads: [PUBLIC_SETTINGS, "/api/admin/stats", ADMIN_USERS_FIRST_PAGE],
  },
  adminDashboardLegacy: { path: "/admin-dashboard", open: { admin: to(ADMIN_HOME) }, shell: "admin-dashboard" },
  adminLogin: { path: "/admin-login", open: { signedOut: LOGIN }, shell: "login" },
  adminLoginAlias: { path: "/admin/login", open: { signedOut: LOGIN }, shell: "login" },
} as const satisfies Record<string, MemberRoute>;

export type MemberRouteName = keyof typeof MEMBER_ROUTES;

export const MEMBER_ROUTE_LIST: readonly MemberRoute[] = Object.values(MEMBER_ROUTES);

/** The address without its trailing slash ("/" stays "/"). */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
}

/** The route served at a URL path (a trailing slash allowed), or undefined when the app has none. */
export function memberRouteAt(pathname: string): MemberRoute | undefined {
  const path = routePath(pathname);
  return MEMBER_ROUTE_LIST.find((route) => route.path === path);
}

/** The dashboard's library tabs, each at its own address: /dashboard opens Scripts. */
export const LIBRARY_TAB_PATHS = {
  scripts: MEMBER_ROUTES.dashboard.path,
  videos: MEMBER_ROUTES.dashboardVideos.path,
  posts: MEMBER_ROUTES.dashboardPosts.path,
  leads: MEMBER_ROUTES.dashboardLeads.path,
} as const;

export type LibraryTabId = keyof typeof LIBRARY_TAB_PATHS;

/** The library tab an address opens, or undefined for an address outside the dashboard. */
export function libraryTabAt(pathname: string): LibraryTabId | undefined {
  const path = routePath(pathname);
  return (Object.keys(LIBRARY_TAB_PATHS) as LibraryTabId[]).find((tab) => LIBRARY_TAB_PATHS[tab] === path);
}

/** The tab an older link names by hash on /dashboard (`#videos`, `#posts`, `#leads`), or undefined. */
export function libraryTabOfHash(hash: string): Exclude<LibraryTabId, "scripts"> | undefined {
  const name = hash.replace(/^#/, "");
  return name === "videos" || name === "posts" || name === "leads" ? name : undefined;
}

/** The build's HTML of an address, its first screen drawn (apps/member/vite.config.ts), inside the member build. */
export function shellFile(path: string): string {
  return `shells${path}.html`;
}

/** An app drawn for #root: its HTML and the names of the lazily loaded parts in it (apps/member/src/lib/lazy-part.tsx). */
export interface DrawnApp {
  appHtml: string;
  parts: readonly string[];
}

/**
 * The member app's HTML (index.html, or an address's drawn shell) with `drawn` in #root, marked for
 * hydration and naming the parts to load first; `beforeBodyEnd` (the reads a member's screen was
 * drawn from) goes last in the body, so the browser paints the screen before it parses them.
 */
export function withDrawnApp(html: string, drawn: DrawnApp, beforeBodyEnd = ""): string {
  const open = /<div id="root"[^>]*>/.exec(html);
  const bodyEnd = html.indexOf("</body>");
  const rootEnd = html.lastIndexOf("</div>", bodyEnd);
  if (!open || bodyEnd < 0 || rootEnd < open.index) throw new Error("The member app's HTML has no #root");
  const parts = drawn.parts.join(" ").replace(/[^\w:./ -]/g, "");
  return [
    html.slice(0, open.index),
    `<div id="root" data-prerendered data-parts="${parts}">${drawn.appHtml}</div>`,
    html.slice(rootEnd + "</div>".length, bodyEnd),
    beforeBodyEnd,
    html.slice(bodyEnd),
  ].join("");
}

/** The page a session ends on at a route, following redirects inside the app. */
export function pageFor(route: MemberRoute, session: SessionKind): PageName | undefined {
  const target = route.open[session];
  if (!target) return undefined;
  if ("page" in target) return target.page;
  const next = memberRouteAt(target.redirect);
  return next && next !== route ? pageFor(next, session) : undefined;
}
