import { describe, expect, it } from "vitest";
import { MEMBER_ROUTE_LIST, MEMBER_ROUTES, memberRouteAt, pageFor } from "./member-routes.ts";

describe("the member route manifest", () => {
  it("names each address once", () => {
    const paths = MEMBER_ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("finds a route by its address, with or without a trailing slash, and nothing else", () => {
    expect(memberRouteAt("/dashboard")).toBe(MEMBER_ROUTES.dashboard);
    expect(memberRouteAt("/admin/dashboard/")).toBe(MEMBER_ROUTES.adminDashboard);
    expect(memberRouteAt("/terms")).toBeUndefined();
    expect(memberRouteAt("/dashboard/videos/")).toBe(MEMBER_ROUTES.dashboardVideos);
    expect(memberRouteAt("/dashboard/extra")).toBeUndefined();
  });

  it("follows in-app redirects to the page a session ends on, and stops at another site's address", () => {
    expect(pageFor(MEMBER_ROUTES.dashboard, "user")).toBe("dashboard");
    expect(pageFor(MEMBER_ROUTES.dashboardLeads, "user")).toBe("dashboard");
    expect(pageFor(MEMBER_ROUTES.dashboard, "admin")).toBe("admin-dashboard");
    expect(pageFor(MEMBER_ROUTES.adminDashboardLegacy, "admin")).toBe("admin-dashboard");
    expect(pageFor(MEMBER_ROUTES.dashboard, "signedOut")).toBeUndefined();
    expect(pageFor(MEMBER_ROUTES.socialHub, "signedOut")).toBeUndefined();
  });

  it("draws into each address's HTML a page that one of its sessions opens", () => {
    for (const route of MEMBER_ROUTE_LIST) {
      const pages = (["signedOut", "user", "admin"] as const).map((session) => pageFor(route, session));
      expect(pages, route.path).toContain(route.shell);
    }
  });
});
