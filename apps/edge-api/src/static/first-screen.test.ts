import { MEMBER_ROUTES } from "@realty/contracts/member-routes";
import { describe, expect, it } from "vitest";
import {
  type DrawnFirstScreen,
  drawFirstScreen,
  type FirstScreen,
  type FirstScreenBundle,
  withFirstScreen,
} from "./first-screen.ts";

const MEMBER = { id: 7, firstName: "Dana", role: "user", isAdmin: false };
/** An answer too large for the page (over 8,000 characters of JSON). */
const FEATURED = Array.from({ length: 300 }, (_, i) => ({ id: i, title: `Featured video ${i}` }));
const ADMIN = { id: 1, firstName: "Ada", role: "admin", isAdmin: true };

/** A server bundle that writes down what it was asked to draw. */
function recordingBundle() {
  const drawn: { path: string; search: string; firstReads: Record<string, unknown> }[] = [];
  const bundle: FirstScreenBundle = {
    SESSION_READ_KEY: "/api/auth/user",
    async renderFirstScreen({ path, search, firstReads }) {
      drawn.push({ path, search, firstReads });
      return {
        appHtml: `<link rel="preload" as="image" href="/api/posts/1/image/feed?preview=1&amp;v=2" fetchPriority="high"/><main>${path}</main>`,
        parts: ["app/pages/dashboard", "features/videos/components/videos-tab"],
      };
    },
  };
  return { bundle, drawn };
}

function drawing(screen: FirstScreen | null): DrawnFirstScreen {
  if (!screen || "redirect" in screen) throw new Error(`Expected a drawing, got ${JSON.stringify(screen)}`);
  return screen;
}

/** The API as seen with one session: each path's answer, 404 for the rest. */
function api(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    const answer = answers[path];
    return answer ? Response.json(answer.body, { status: answer.status ?? 200 }) : new Response("{}", { status: 404 });
  };
  return { read, asked };
}

describe("drawing a member's first screen", () => {
  it("draws the address from the session and the route's first reads, a failed read left out", async () => {
    const { bundle, drawn } = recordingBundle();
    const { read } = api({
      "/api/auth/session": { body: { user: MEMBER } },
      "/api/user/access-level": { body: { accessLevel: "domination" } },
      "/api/videos/featured": { body: FEATURED },
      "/api/user/start-here": { status: 500, body: { message: "down" } },
    });
    const route = MEMBER_ROUTES.dashboardVideos;
    const screen = drawing(await drawFirstScreen(bundle, { route, path: route.path, search: "video=3", read }));
    expect(screen.appHtml).toContain("<main>/dashboard/videos</main>");
    expect(screen.firstImages).toEqual(["/api/posts/1/image/feed?preview=1&v=2"]);
    expect(screen.parts).toEqual(["app/pages/dashboard", "features/videos/components/videos-tab"]);
    expect(drawn[0]?.search).toBe("video=3");
    expect(drawn[0]?.firstReads).toEqual({
      "/api/auth/user": MEMBER,
      "/api/user/access-level": { accessLevel: "domination" },
      "/api/videos/featured": FEATURED,
    });
    // The large answer was drawn from but stays out of the page: the browser fetches it.
    expect(screen.reads).toEqual({ "/api/auth/user": MEMBER, "/api/user/access-level": { accessLevel: "domination" } });
    expect(screen.readsLeftOut).toEqual(["/api/videos/featured"]);
  });

  it("draws nothing for a visitor, a session the address is not for, or an address without first reads", async () => {
    const { bundle, drawn } = recordingBundle();
    const visitor = api({ "/api/auth/session": { body: { user: null } } });
    expect(
      await drawFirstScreen(bundle, { route: MEMBER_ROUTES.dashboard, path: "/dashboard", search: "", read: visitor.read }),
    ).toBeNull();
    expect(visitor.asked).toEqual(["/api/auth/session"]);
    const member = api({ "/api/auth/session": { body: { user: MEMBER } } });
    expect(
      await drawFirstScreen(bundle, { route: MEMBER_ROUTES.socialHub, path: "/social-hub", search: "", read: member.read }),
    ).toBeNull();
    expect(member.asked).toEqual([]);
    const route = MEMBER_ROUTES.adminDashboard;
    expect(await drawFirstScreen(bundle, { route, path: route.path, search: "", read: member.read })).toBeNull();
    expect(member.asked).toEqual(["/api/auth/session"]);
    expect(drawn).toEqual([]);
  });

  it("sends a signed-in session on where the app would, and draws the admin's dashboard from the admin's reads", async () => {
    const { bundle, drawn } = recordingBundle();
    const admin = api({
      "/api/auth/session": { body: { user: ADMIN } },
      "/api/admin/stats": { body: { totalUsers: 3 } },
    });
    for (const route of [MEMBER_ROUTES.admin, MEMBER_ROUTES.dashboard, MEMBER_ROUTES.dashboardPosts]) {
      expect(await drawFirstScreen(bundle, { route, path: route.path, search: "", read: admin.read })).toEqual({
        redirect: MEMBER_ROUTES.adminDashboard.path,
      });
    }
    const route = MEMBER_ROUTES.adminDashboard;
    const screen = drawing(await drawFirstScreen(bundle, { route, path: route.path, search: "", read: admin.read }));
    expect(screen.reads).toEqual({ "/api/auth/user": ADMIN, "/api/admin/stats": { totalUsers: 3 } });
    expect(drawn.map((d) => d.path)).toEqual([route.path]);
  });

  it("puts the drawing and its parts in #root and the reads after it as JSON no text can break out of", () => {
    const shell = '<!doctype html><head></head><body><div id="root" data-prerendered><p>skeleton</p></div></body>';
    const reads = { "/api/leads": [{ name: "</script><script>alert(1)</script>", note: "a\u2028b" }] };
    const parts = ["app/pages/dashboard", 'leads-tab"><script>'];
    const html = withFirstScreen(shell, {
      appHtml: "<p>Dana's leads</p>",
      parts,
      reads,
      readsLeftOut: ['/api/x?a=1&b="2"'],
      firstImages: [],
    });
    expect(html).toMatch(
      /<div id="root" data-prerendered data-parts="app\/pages\/dashboard leads-tabscript"><p>Dana's leads<\/p><\/div><script type="application\/json" id="first-reads" data-left-out="\/api\/x\?a=1&amp;b=&quot;2&quot;">.*<\/script><\/body>$/,
    );
    expect(html).not.toContain("skeleton");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="first-reads"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(reads);
  });

  it("refuses HTML without the app's #root", () => {
    expect(() =>
      withFirstScreen("<div id=app></div></body>", { appHtml: "", parts: [], reads: {}, readsLeftOut: [], firstImages: [] }),
    ).toThrow(/no #root/);
  });
});
