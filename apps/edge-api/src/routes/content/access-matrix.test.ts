// The access matrix of the library issue: for every access level, exactly the plan's items are
// open, nothing locked leaves the server in full, and locked video files are refused.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scripts, socialPosts, users } from "../../db/schema.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { SCRIPT_KIT_FIXTURE } from "../../testing/script-kit-fixture.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

type Item = { id: number; hasAccess: boolean; content?: string; videoUrl?: string | null; fallbackUrls?: string[] };

let t: TestApp;
let fullScripts: Map<number, string>;
let fullPosts: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Every script gets a post kit whose compliance line names it, so a leak of any one is visible.
  await t.db.update(scripts).set({
    kit: sql`json_set(${JSON.stringify(SCRIPT_KIT_FIXTURE)}, '$.compliance', 'Kit marker ' || ${scripts.id} || ' of this script')`,
  });
  await bumpCatalogueVersion(t.db, new Date());
  fullScripts = new Map((await t.db.select().from(scripts)).map((s) => [s.id, s.content]));
  fullPosts = new Map((await t.db.select().from(socialPosts)).map((p) => [p.id, p.content]));
});
afterAll(() => t.cleanup());

/** A browser signed in through demo access (POST /api/login): a fresh demo-only account. */
async function demoBrowser() {
  const browser = t.client();
  const res = await browser.post("/api/login", { email: "visitor@example.com", name: "Demo Visitor" });
  expect(res.status).toBe(200);
  return browser;
}

/** A signed-in browser whose account has the given access level (or the admin role). */
async function browserAs(level: string) {
  if (level === "demo") return demoBrowser();
  const browser = t.client();
  const email = `${level}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await browser.post("/api/auth/register", {
    firstName: "Test",
    lastName: "Agent",
    email,
    password: "long-enough-pw",
  });
  expect(res.status).toBe(201);
  const admin = level === "admin";
  await t.db
    .update(users)
    .set({ accessLevel: admin ? "none" : level, role: admin ? "admin" : "user" })
    .where(eq(users.email, email));
  return browser;
}

async function fetchAll(browser: ReturnType<TestApp["client"]>) {
  const paths = [
    "/api/scripts",
    "/api/scripts?view=cards",
    "/api/scripts/featured",
    "/api/videos",
    "/api/videos/featured",
    "/api/social-posts?showAll=true",
    "/api/social-posts",
    "/api/homepage-video",
  ];
  const bodies: string[] = [];
  const json: Record<string, Item[]> = {};
  for (const path of paths) {
    const res = await browser.get(path);
    expect(res.status, path).toBe(200);
    const text = await res.text();
    bodies.push(text);
    json[path] = JSON.parse(text) as Item[];
  }
  return { bodies: bodies.join("\n"), json };
}

/** The text as it appears raw and inside a JSON string (line breaks escaped). */
function forms(text: string): string[] {
  const tail = text.slice(-60);
  return [text, JSON.stringify(text).slice(1, -1), tail, JSON.stringify(tail).slice(1, -1)];
}

const open = (list: Item[] | undefined) => (list ?? []).filter((i) => i.hasAccess);

describe.each([
  ["signed out", null, 0, 0, 0],
  ["none", "none", 0, 0, 0],
  // The demo's view: the first three scripts, the two public sample videos, three posts.
  ["demo", "demo", 3, 2, 3],
  ["sampler", "sampler", 16, 0, 3],
  ["spark", "spark", 25, 12, 10],
  ["momentum", "momentum", 60, 32, 25],
  ["domination", "domination", 237, 52, 71],
  ["admin", "admin", 237, 52, 71],
])("%s", (_name, level, scriptCount, videoCount, postCount) => {
  let browser: ReturnType<TestApp["client"]>;
  let data: Awaited<ReturnType<typeof fetchAll>>;
  beforeAll(async () => {
    browser = level ? await browserAs(level) : t.client();
    data = await fetchAll(browser);
  });

  it(`opens exactly ${scriptCount} scripts, ${videoCount} videos and ${postCount} posts of the whole library`, () => {
    expect(data.json["/api/scripts"]).toHaveLength(237);
    expect(data.json["/api/videos"]).toHaveLength(52);
    expect(data.json["/api/social-posts?showAll=true"]).toHaveLength(71);
    expect(open(data.json["/api/scripts"])).toHaveLength(scriptCount);
    expect(open(data.json["/api/videos"])).toHaveLength(videoCount);
    expect(open(data.json["/api/social-posts?showAll=true"])).toHaveLength(postCount);
    // Without showAll only the posts the caller opens are listed.
    expect(data.json["/api/social-posts"]).toHaveLength(postCount);
  });

  it("never sends a locked script or post in full, nor a locked video's URL", () => {
    const scriptList = data.json["/api/scripts"] ?? [];
    for (const item of scriptList.filter((s) => !s.hasAccess)) {
      const full = fullScripts.get(item.id) ?? "";
      expect(item.content).toBe(full.slice(0, 100));
      for (const form of forms(full)) expect(data.bodies.includes(form), `script ${item.id}`).toBe(false);
    }
    for (const item of (data.json["/api/social-posts?showAll=true"] ?? []).filter((p) => !p.hasAccess)) {
      const full = fullPosts.get(item.id) ?? "";
      expect(item.content).toBe(full.slice(0, 50));
      for (const form of forms(full)) expect(data.bodies.includes(form), `post ${item.id}`).toBe(false);
    }
    for (const item of (data.json["/api/videos"] ?? []).filter((v) => !v.hasAccess)) {
      expect(item.videoUrl).toBeNull();
      expect(item.fallbackUrls).toEqual([]);
    }
    for (const item of open(scriptList)) expect(item.content).toBe(fullScripts.get(item.id));
  });

  it("the card list opens the same scripts and cuts every text to its card", () => {
    const cards = data.json["/api/scripts?view=cards"] ?? [];
    const full = data.json["/api/scripts"] ?? [];
    expect(cards.map((c) => [c.id, c.hasAccess])).toEqual(full.map((s) => [s.id, s.hasAccess]));
    for (const item of cards) {
      const text = Array.from(fullScripts.get(item.id) ?? "");
      // A locked script keeps its 100 characters (checked against every body above); an open one 220.
      expect(item.content, `script ${item.id}`).toBe(text.slice(0, item.hasAccess ? 220 : 100).join(""));
    }
  });

  it("sends a script's post kit only in its detail and only when the script is open", async () => {
    // The lists stay small: no kit text in any of them.
    expect(data.bodies.includes(SCRIPT_KIT_FIXTURE.captions.instagram)).toBe(false);
    for (const item of data.json["/api/scripts"] ?? []) {
      const res = await browser.get(`/api/scripts/${item.id}`);
      expect(res.status, `script ${item.id}`).toBe(200);
      const text = await res.text();
      const detail = JSON.parse(text) as Item & { kit: { compliance?: string } | null };
      expect(detail.hasAccess, `script ${item.id}`).toBe(item.hasAccess);
      if (item.hasAccess) {
        expect(detail.kit?.compliance).toBe(`Kit marker ${item.id} of this script`);
        expect(detail.content).toBe(fullScripts.get(item.id));
      } else {
        expect(detail.kit).toBeNull();
        expect(detail.content).toBe(item.content);
        expect(text.includes(`Kit marker ${item.id} `), `script ${item.id}`).toBe(false);
        expect(text.includes(SCRIPT_KIT_FIXTURE.captions.x)).toBe(false);
      }
    }
  });

  it("refuses every locked video's file and serves an open one by range", async () => {
    const videos = (data.json["/api/videos"] ?? []) as (Item & { publicSample: boolean })[];
    for (const video of videos.filter((v) => !v.hasAccess)) {
      const res = await browser.get(`/media/videos/${video.id}`);
      const expected = video.publicSample ? 200 : level ? 403 : 401;
      expect(res.status, `video ${video.id}`).toBe(expected);
      await res.body?.cancel();
      const fallback = await browser.get(`/media/videos/${video.id}/1`);
      expect(fallback.status).toBe(expected);
      await fallback.body?.cancel();
    }
    const playable = open(videos)[0];
    if (!playable?.videoUrl) return;
    const res = await browser.get(playable.videoUrl, { range: "bytes=0-1023" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(1024);
  });
});

describe("the demo's view", () => {
  it("opens exactly the public samples, customizes a sample with the built-in personalizer and refuses the rest", async () => {
    const browser = await demoBrowser();
    const scriptList = (await (await browser.get("/api/scripts")).json()) as Item[];
    expect(scriptList.slice(0, 3).every((s) => s.hasAccess)).toBe(true);
    expect(scriptList.slice(3).some((s) => s.hasAccess)).toBe(false);
    const videos = (await (await browser.get("/api/videos")).json()) as (Item & { publicSample: boolean })[];
    expect(open(videos).map((v) => v.id)).toEqual(videos.filter((v) => v.publicSample).map((v) => v.id));
    const [sample, , , locked] = scriptList;
    if (!sample || !locked) throw new Error("expected scripts");
    const made = await browser.post(`/api/scripts/${sample.id}/customize`, { location: "Tampa, FL" });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { engine: string; customizedContent: string }).engine).toBe("builtin");
    const refused = await browser.post(`/api/scripts/${locked.id}/customize`, { location: "Tampa, FL" });
    expect(refused.status).toBe(403);
    // The demo still never buys: its account is not a buyer, and its access stays none.
    const me = (await (await browser.get("/api/auth/session")).json()) as { user: { isDemo: boolean; accessLevel: string } };
    expect(me.user).toMatchObject({ isDemo: true, accessLevel: "none" });
  });
});

describe("customizedContent", () => {
  it("carries a member's saved AI version of an open script, never of a locked one", async () => {
    const browser = await browserAs("sampler");
    const list = (await (await browser.get("/api/scripts")).json()) as (Item & { customizedContent: string | null })[];
    const openScript = list.find((s) => s.hasAccess);
    const lockedScript = list.find((s) => !s.hasAccess);
    if (!openScript || !lockedScript) throw new Error("expected open and locked scripts");
    const me = (await (await browser.get("/api/auth/user")).json()) as { id: number };
    const { scriptCustomizations } = await import("../../db/schema.ts");
    await t.db.insert(scriptCustomizations).values([
      { userId: me.id, scriptId: openScript.id, content: 'My Austin version with a "quote"\nand a new line.' },
      { userId: me.id, scriptId: lockedScript.id, content: "A version of a script this plan does not open." },
    ]);
    const after = (await (await browser.get("/api/scripts")).json()) as typeof list;
    expect(after.find((s) => s.id === openScript.id)?.customizedContent).toBe(
      'My Austin version with a "quote"\nand a new line.',
    );
    expect(after.find((s) => s.id === lockedScript.id)?.customizedContent).toBeNull();
    // The script detail carries the same saved version, and never for a locked script.
    const detail = async (id: number) =>
      ((await (await browser.get(`/api/scripts/${id}`)).json()) as { customizedContent: string | null }).customizedContent;
    expect(await detail(openScript.id)).toBe('My Austin version with a "quote"\nand a new line.');
    expect(await detail(lockedScript.id)).toBeNull();
    expect(after.filter((s) => s.customizedContent !== null)).toHaveLength(1);
    // Another member at the same level still gets the shared bytes.
    const other = await browserAs("sampler");
    const theirs = (await (await other.get("/api/scripts")).json()) as typeof list;
    expect(theirs.every((s) => s.customizedContent === null)).toBe(true);
  });
});

describe("GET /api/scripts/:id", () => {
  it("answers 404 for an unknown or unpublished script and 400 for a malformed id, each with a message", async () => {
    const browser = await browserAs("domination");
    for (const [path, status] of [
      ["/api/scripts/999999", 404],
      ["/api/scripts/abc", 400],
      ["/api/scripts/0", 400],
    ] as const) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(/not found/i);
    }
    const [hidden] = await t.db.select().from(scripts).limit(1);
    if (!hidden) throw new Error("no scripts");
    await t.db.update(scripts).set({ published: false }).where(eq(scripts.id, hidden.id));
    await bumpCatalogueVersion(t.db, new Date());
    expect((await browser.get(`/api/scripts/${hidden.id}`)).status).toBe(404);
    expect((await (await browserAs("admin")).get(`/api/scripts/${hidden.id}`)).status).toBe(200);
    await t.db.update(scripts).set({ published: true }).where(eq(scripts.id, hidden.id));
    await bumpCatalogueVersion(t.db, new Date());
  });
});
