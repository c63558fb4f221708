import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberPageHeaders } from "../middleware/member-page-headers.ts";
import { createSiteHandler } from "./site-files.ts";

const PAGE = `<!doctype html><title>Home</title>${"<p>Scripts agents record every week.</p>".repeat(60)}`;
let root: string;
let app: Hono;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-files-"));
  mkdirSync(join(root, "marketing/_astro"), { recursive: true });
  mkdirSync(join(root, "member"), { recursive: true });
  writeFileSync(join(root, "marketing/index.html"), PAGE);
  writeFileSync(join(root, "marketing/_astro/app.js"), "console.log(1)");
  writeFileSync(join(root, "marketing/404.html"), "<h1>404 Page Not Found</h1>");
  writeFileSync(join(root, "member/index.html"), "<div id=root></div>");
  mkdirSync(join(root, "member/shells/admin"), { recursive: true });
  mkdirSync(join(root, "member/.vite"), { recursive: true });
  writeFileSync(join(root, "member/.vite/manifest.json"), "{}");
  writeFileSync(join(root, "member/shells/dashboard.html"), "<div id=root data-prerendered><h1>dashboard shell</h1></div>");
  writeFileSync(join(root, "member/shells/login.html"), "<div id=root data-prerendered><h1>login shell</h1></div>");
  writeFileSync(join(root, "member/shells/admin/login.html"), "<div id=root data-prerendered><h1>login shell</h1></div>");
  mkdirSync(join(root, "member/shells/dashboard"), { recursive: true });
  writeFileSync(
    join(root, "member/shells/dashboard/videos.html"),
    "<div id=root data-prerendered><h1>videos tab shell</h1></div>",
  );
  mkdirSync(join(root, "member/server"), { recursive: true });
  writeFileSync(join(root, "member/server/server-entry.js"), "export {}");
  writeFileSync(
    join(root, "member/route-preloads.json"),
    JSON.stringify({
      signedOut: { "/login": ["/assets/login-1.js"] },
      session: { "/dashboard": ["/assets/dashboard-1.js"] },
      entry: { css: ["/assets/index-1.css"], modules: ["/assets/index-1.js"] },
    }),
  );
  const serve = await createSiteHandler({ marketingDist: join(root, "marketing"), memberDist: join(root, "member") });
  app = new Hono();
  app.get("*", async (c) => (await serve(c)) ?? c.text("none", 500));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the built site", () => {
  it("sends the gzip copy made at start to a client that takes gzip, the plain file otherwise", async () => {
    const zipped = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(PAGE.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(PAGE);

    const plain = await app.request("/", { headers: { "accept-encoding": "gzip;q=0" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it("sends small files as they are, hashed assets cached for a year, SPA routes and 404s", async () => {
    const asset = await app.request("/_astro/app.js", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers.get("content-encoding")).toBeNull();
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const spa = await app.request("/dashboard");
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain("id=root");
    expect(spa.headers.get("cache-control")).toBe("no-cache");
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("404 Page Not Found");
  });

  it("sends each member address the HTML with its first screen, drawn for that address", async () => {
    expect(await (await app.request("/dashboard")).text()).toContain("dashboard shell");
    expect(await (await app.request("/dashboard/videos")).text()).toContain("videos tab shell");
    // The admin addresses draw the login screen; a route without a drawn file gets index.html.
    expect(await (await app.request("/admin/login/")).text()).toContain("login shell");
    const account = await app.request("/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toBe("<div id=root></div>");
    // The drawn files are served for their addresses only.
    expect((await app.request("/shells/dashboard.html")).status).toBe(404);
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
    // The server's bundle is the server's.
    expect((await app.request("/server/server-entry.js")).status).toBe(404);
  });

  it("preloads the session with every SPA shell, and a member's first reads when a session cookie came", async () => {
    const visitor = (await app.request("/dashboard")).headers.get("link") ?? "";
    expect(visitor).toBe(
      "</assets/index-1.css>; rel=preload; as=style; crossorigin, </assets/index-1.js>; rel=modulepreload, </api/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
    // The page's own chunk, by session: a visitor's login, a member's dashboard.
    const login = (await app.request("/login")).headers.get("link") ?? "";
    expect(login.indexOf("index-1.js")).toBeLessThan(login.indexOf("</assets/login-1.js>; rel=modulepreload"));
    const member = (await app.request("/dashboard", { headers: { cookie: "theme=x; sid=abc" } })).headers.get("link") ?? "";
    expect(member).toContain("</api/auth/session>; rel=preload");
    expect(member).toContain("</api/scripts?view=cards>; rel=preload; as=fetch; crossorigin=use-credentials");
    expect(member).toContain("</api/scripts/opened>");
    expect(member).toContain("</assets/dashboard-1.js>; rel=modulepreload");
    expect(member).not.toContain("login-1.js");
    const memberLogin = (await app.request("/login", { headers: { cookie: "sid=abc" } })).headers.get("link") ?? "";
    expect(memberLogin).not.toContain("/api/scripts");
    // Marketing pages and assets carry none.
    expect((await app.request("/")).headers.get("link")).toBeNull();
  });
});

describe("a signed-in member's own first screen", () => {
  const asked: string[] = [];
  let memberApp: Hono;

  beforeAll(async () => {
    const shell = '<html><body><div id="root" data-prerendered><h1>dashboard shell</h1></div></body></html>';
    writeFileSync(join(root, "member/shells/dashboard.html"), shell);
    const serve = await createSiteHandler({
      marketingDist: join(root, "marketing"),
      memberDist: join(root, "member"),
      memberFirstScreen: async (c, route) => {
        asked.push(route.path);
        if (c.req.header("cookie")?.includes("sid=admin")) return { redirect: "/admin/dashboard" };
        return c.req.header("cookie")?.includes("sid=member")
          ? {
              appHtml: "<h1>Welcome, Dana</h1>",
              parts: ["app/pages/dashboard"],
              reads: { "/api/user/start-here": { steps: [] } },
              readsLeftOut: ["/api/scripts?view=cards"],
              firstImages: ["/media/thumbnails/stock-1.jpg"],
            }
          : null;
      },
    });
    memberApp = new Hono();
    memberApp.get("*", async (c) => (await serve(c)) ?? c.text("none", 500));
  });

  it("is drawn into the address's HTML with its reads, kept by no shared cache, only a read too large for it preloaded", async () => {
    const res = await memberApp.request("/dashboard", { headers: { cookie: "sid=member", "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(
      '<div id="root" data-prerendered data-parts="app/pages/dashboard"><h1>Welcome, Dana</h1></div><script type="application/json" id="first-reads" data-left-out="/api/scripts?view=cards">{"/api/user/start-here":{"steps":[]}}</script></body>',
    );
    expect(html).not.toContain("dashboard shell");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const link = res.headers.get("link") ?? "";
    // The largest paint's image comes right after the stylesheet, before any script; of the reads,
    // only the one too large for the page is preloaded.
    expect(link).toBe(
      "</assets/index-1.css>; rel=preload; as=style; crossorigin, </media/thumbnails/stock-1.jpg>; rel=preload; as=image; fetchpriority=high, </assets/index-1.js>; rel=modulepreload, </api/scripts?view=cards>; rel=preload; as=fetch; crossorigin=use-credentials, </assets/dashboard-1.js>; rel=modulepreload",
    );
  });

  it("sends a session on with a redirect no shared cache keeps", async () => {
    const res = await memberApp.request("/dashboard", { headers: { cookie: "sid=admin" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Cookie");
  });

  it("is not asked for without a session cookie, and the build's screen goes out when it answers none", async () => {
    asked.length = 0;
    const visitor = await memberApp.request("/dashboard");
    expect(await visitor.text()).toContain("dashboard shell");
    expect(asked).toEqual([]);
    const expired = await memberApp.request("/dashboard", { headers: { cookie: "sid=expired" } });
    expect(asked).toEqual(["/dashboard"]);
    expect(await expired.text()).toContain("dashboard shell");
    expect(expired.headers.get("cache-control")).toBe("no-cache");
    expect(expired.headers.get("link")).toContain("</api/auth/session>; rel=preload");
  });
});

describe("a page that loads the app's code after its first paint", () => {
  const SCRIPT = "console.log('boot')";
  const BOOT = `<script data-boot data-entry="/assets/index-1.js" data-prefetch="/assets/toaster-1.js" data-modules="/assets/react-1.js">${SCRIPT}</script>`;
  const page = (body: string) => `<html><head>${BOOT}</head><body>${body}</body></html>`;
  let bootRoot: string;
  let bootApp: Hono;

  beforeAll(async () => {
    bootRoot = mkdtempSync(join(tmpdir(), "site-files-boot-"));
    mkdirSync(join(bootRoot, "marketing"), { recursive: true });
    mkdirSync(join(bootRoot, "member/shells"), { recursive: true });
    writeFileSync(join(bootRoot, "member/index.html"), page("<div id=root></div>"));
    writeFileSync(join(bootRoot, "member/shells/login.html"), page('<div id="root" data-prerendered><h1>login</h1></div>'));
    writeFileSync(join(bootRoot, "member/shells/dashboard.html"), page('<div id="root" data-prerendered><h1>shell</h1></div>'));
    writeFileSync(
      join(bootRoot, "member/route-preloads.json"),
      JSON.stringify({
        signedOut: { "/login": ["/assets/login-1.js"] },
        session: { "/dashboard": ["/assets/dashboard-1.js"] },
        entry: { css: ["/assets/index-1.css"], modules: ["/assets/index-1.js", "/assets/react-1.js"] },
      }),
    );
    const serve = await createSiteHandler({
      marketingDist: join(bootRoot, "marketing"),
      memberDist: join(bootRoot, "member"),
      spaHeaders: memberPageHeaders,
      memberFirstScreen: async (c) =>
        c.req.header("cookie")?.includes("sid=member")
          ? {
              appHtml: "<h1>Welcome, Dana</h1>",
              parts: ["app/pages/dashboard"],
              reads: {},
              readsLeftOut: ["/api/scripts?view=cards&x=1"],
              firstImages: ["/media/thumbnails/stock-1.jpg"],
            }
          : null,
    });
    bootApp = new Hono();
    bootApp.get("*", async (c) => (await serve(c)) ?? c.text("none", 500));
  });
  afterAll(() => rmSync(bootRoot, { recursive: true, force: true }));

  it("links only what the paint needs and names the code and reads in the page, for its script to ask for", async () => {
    const login = await bootApp.request("/login");
    expect(login.headers.get("link")).toBe("</assets/index-1.css>; rel=preload; as=style; crossorigin");
    const html = await login.text();
    expect(html).toContain(
      '<script data-boot data-entry="/assets/index-1.js" data-prefetch="/assets/toaster-1.js" data-modules="/assets/react-1.js /assets/login-1.js" data-reads="/api/auth/session">',
    );
    expect(html).toContain("<h1>login</h1>");
    // The same page again is the same bytes, gzip included.
    const again = await bootApp.request("/login", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(html);
  });

  it("allows the page's inline script by its hash, and Stripe on the checkout only", async () => {
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    const csp = (await bootApp.request("/login")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("stripe");
    const checkout = (await bootApp.request("/checkout")).headers.get("content-security-policy") ?? "";
    expect(checkout).toContain(`'sha256-${hash}'`);
    expect(checkout).toContain("https://js.stripe.com");
  });

  it("names a member's own chunks and the reads left out of their drawn page; only the image is linked beside the stylesheet", async () => {
    const res = await bootApp.request("/dashboard", { headers: { cookie: "sid=member" } });
    expect(res.headers.get("link")).toBe(
      "</assets/index-1.css>; rel=preload; as=style; crossorigin, </media/thumbnails/stock-1.jpg>; rel=preload; as=image; fetchpriority=high",
    );
    const html = await res.text();
    expect(html).toContain(
      'data-modules="/assets/react-1.js /assets/dashboard-1.js" data-reads="/api/scripts?view=cards&amp;x=1">',
    );
    expect(html).toContain("Welcome, Dana");
    // A visitor at the same address gets the build's screen and the session read.
    const visitor = await (await bootApp.request("/dashboard")).text();
    expect(visitor).toContain('data-modules="/assets/react-1.js" data-reads="/api/auth/session">');
  });
});
