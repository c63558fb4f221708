import { MEMBER_ROUTES } from "@realty/contracts/member-routes";
import { describe, expect, it } from "vitest";
import { drawFirstScreen, type FirstScreenBundle, withFirstScreen } from "./first-screen.ts";

const MEMBER = { id: 7, firstName: "Dana", role: "user", isAdmin: false };

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
      "/api/videos/featured": { body: [{ id: 1 }] },
      "/api/user/start-here": { status: 500, body: { message: "down" } },
    });
    const route = MEMBER_ROUTES.dashboardVideos;
    const screen = await drawFirstScreen(bundle, { route, path: route.path, search: "video=3", read });
    expect(screen?.appHtml).toContain("<main>/dashboard/videos</main>");
    expect(screen?.firstImages).toEqual(["/api/posts/1/image/feed?preview=1&v=2"]);
    expect(screen?.parts).toEqual(["app/pages/dashboard", "features/videos/components/videos-tab"]);
    expect(drawn[0]?.search).toBe("video=3");
    expect(drawn[0]?.firstReads).toEqual({
      "/api/auth/user": MEMBER,
      "/api/user/access-level": { accessLevel: "domination" },
      "/api/videos/featured": [{ id: 1 }],
    });
    expect(screen?.reads).toEqual(drawn[0]?.firstReads);
  });

  it("draws nothing for a visitor, an admin, or an address without first reads", async () => {
    const { bundle, drawn } = recordingBundle();
    const visitor = api({ "/api/auth/session": { body: { user: null } } });
    expect(
      await drawFirstScreen(bundle, { route: MEMBER_ROUTES.dashboard, path: "/dashboard", search: "", read: visitor.read }),
    ).toBeNull();
    expect(visitor.asked).toEqual(["/api/auth/session"]);
    const admin = api({ "/api/auth/session": { body: { user: { ...MEMBER, role: "admin", isAdmin: true } } } });
    expect(
      await drawFirstScreen(bundle, { route: MEMBER_ROUTES.dashboard, path: "/dashboard", search: "", read: admin.read }),
    ).toBeNull();
    const member = api({ "/api/auth/session": { body: { user: MEMBER } } });
    expect(
      await drawFirstScreen(bundle, { route: MEMBER_ROUTES.socialHub, path: "/social-hub", search: "", read: member.read }),
    ).toBeNull();
    expect(member.asked).toEqual([]);
    expect(drawn).toEqual([]);
  });

  it("puts the drawing and its parts in #root and the reads after it as JSON no text can break out of", () => {
    const shell = '<!doctype html><head></head><body><div id="root" data-prerendered><p>skeleton</p></div></body>';
    const reads = { "/api/leads": [{ name: "</script><script>alert(1)</script>", note: "a\u2028b" }] };
    const parts = ["app/pages/dashboard", 'leads-tab"><script>'];
    const html = withFirstScreen(shell, { appHtml: "<p>Dana's leads</p>", parts, reads, firstImages: [] });
    expect(html).toMatch(
      /<div id="root" data-prerendered data-parts="app\/pages\/dashboard leads-tabscript"><p>Dana's leads<\/p><\/div><script type="application\/json" id="first-reads">.*<\/script><\/body>$/,
    );
    expect(html).not.toContain("skeleton");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="first-reads">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(reads);
  });

  it("refuses HTML without the app's #root", () => {
    expect(() => withFirstScreen("<div id=app></div></body>", { appHtml: "", parts: [], reads: {}, firstImages: [] })).toThrow(
      /no #root/,
    );
  });
});
