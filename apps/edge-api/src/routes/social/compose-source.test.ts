// "Post" and "Schedule" on library items: what the composer is prefilled with, and
// nothing of a locked item.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { networkProblem, xLength } from "@realty/contracts/social-constants";
import { videoSource } from "@realty/library/video-source";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scripts, socialPosts, users, videos } from "../../db/schema.ts";
import { signedInMember } from "../../testing/social-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const CONTENT_DIR = join(import.meta.dirname, "../../../../../content");

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seed: true });
});
afterEach(() => t.cleanup());

async function member(level: "spark" | "domination") {
  const m = await signedInMember(t);
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.id, m.userId));
  return m;
}

describe("GET /api/social/compose-source", () => {
  it("prefills a script with its captions per network and its full text", async () => {
    const { browser } = await member("domination");
    const [script] = await t.db.select().from(scripts).where(eq(scripts.language, "en")).limit(1);
    const res = await browser.get(`/api/social/compose-source?kind=script&id=${script?.id}`);
    const body = (await res.json()) as {
      title: string;
      versions: { label: string; content: string; variants: Record<string, string> }[];
    };
    expect(body.title).toBe(script?.title);
    expect(body.versions.map((v) => v.label)).toEqual(["Post captions", "Full script"]);
    expect(body.versions[0]?.content).toBe(script?.kit?.captions.facebook);
    expect(body.versions[0]?.variants).toEqual({
      linkedin: script?.kit?.captions.linkedin,
      twitter: script?.kit?.captions.x,
      instagram: script?.kit?.captions.instagram,
    });
    expect(body.versions[1]?.content).toBe(script?.content);
  });

  it("prefills a customized script with the member's own version first", async () => {
    const { browser } = await member("domination");
    const [script] = await t.db.select().from(scripts).where(eq(scripts.language, "en")).limit(1);
    const made = await browser.post(`/api/scripts/${script?.id}/customize`, { location: "Denver" });
    expect(made.status).toBe(200);
    const { customized, customizedContent } = (await made.json()) as { customized: boolean; customizedContent: string };
    expect(customized).toBe(true);
    const res = await browser.get(`/api/social/compose-source?kind=script&id=${script?.id}`);
    const body = (await res.json()) as { versions: { label: string; content: string }[] };
    expect(body.versions.map((v) => v.label)).toEqual([
      "Your version: captions",
      "Your version: full script",
      "Post captions",
      "Full script",
    ]);
    expect(body.versions[1]?.content).toBe(customizedContent);
  });

  it("prefills a post with its branded image and a video with its renditions", async () => {
    const { browser } = await member("domination");
    const [post] = await t.db.select().from(socialPosts).limit(1);
    const postSource = await (await browser.get(`/api/social/compose-source?kind=post&id=${post?.id}`)).json();
    expect(postSource).toMatchObject({ media: { kind: "post-image", postId: post?.id, size: "feed" } });
    const [video] = await t.db.select().from(videos).limit(1);
    const videoSource = (await (await browser.get(`/api/social/compose-source?kind=video&id=${video?.id}`)).json()) as {
      versions: { label: string; content: string }[];
    };
    expect(videoSource).toMatchObject({ title: video?.title, media: { kind: "video", videoId: video?.id } });
    // The description speaks to the agent; the post is the source's hand-written caption.
    expect(videoSource.versions.map((v) => v.label)).toEqual(["Post captions"]);
    expect(videoSource.versions[0]?.content).not.toContain(video?.description ?? "-");
  });

  it("prefills a video with its source's network captions, personalized with the member's city", async () => {
    const slug = "buyers-market-vs-sellers-market";
    const written = videoSource.parse(JSON.parse(readFileSync(join(CONTENT_DIR, "videos", "sources", `${slug}.json`), "utf8")));
    const [video] = await t.db.select().from(videos).where(eq(videos.slug, slug));
    const { browser, userId } = await member("domination");
    type Answer = { versions: { label: string; content: string; variants: { linkedin?: string; twitter?: string } }[] };
    const ask = async () => (await (await browser.get(`/api/social/compose-source?kind=video&id=${video?.id}`)).json()) as Answer;

    // No saved city: the captions as written, with the source's hashtags.
    const plain = (await ask()).versions[0];
    expect(plain?.content).toBe(`${written.captions.facebook}\n\n${written.hashtags.slice(0, 3).join(" ")}`);
    expect(plain?.variants.twitter).toBe(written.captions.x);

    await t.db.update(users).set({ defaultLocation: "Austin, TX" }).where(eq(users.id, userId));
    const version = (await ask()).versions[0];
    const facebook = version?.content ?? "";
    expect(facebook).toContain("Right now, Austin looks like a [verify] market");
    expect(facebook).toContain("I'm your agent in Austin.");
    expect(facebook).toContain("#Austin #AustinRealEstate");
    expect(facebook).not.toContain(video?.description ?? "-");
    expect(version?.variants.linkedin).toContain("I'm your agent in Austin.");
    for (const [platform, text] of [
      ["facebook", facebook],
      ["linkedin", version?.variants.linkedin ?? ""],
      ["twitter", version?.variants.twitter ?? ""],
    ] as const) {
      expect(networkProblem(platform, text.replace("[verify]", "seller's"))).toBeNull();
    }
    expect(xLength(version?.variants.twitter ?? "")).toBeLessThanOrEqual(280);
  });

  it("gives nothing of a locked item and refuses bad input", async () => {
    const { browser } = await member("spark");
    const [locked] = await t.db
      .select()
      .from(scripts)
      .where(and(eq(scripts.accessLevel, "domination"), eq(scripts.language, "en")))
      .limit(1);
    const res = await browser.get(`/api/social/compose-source?kind=script&id=${locked?.id}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(locked?.content.slice(0, 40) ?? "");
    expect((await browser.get("/api/social/compose-source?kind=tweet&id=1")).status).toBe(400);
    expect((await browser.get("/api/social/compose-source?kind=post&id=x")).status).toBe(400);
    expect((await t.client().get("/api/social/compose-source?kind=post&id=1")).status).toBe(401);
  });
});
