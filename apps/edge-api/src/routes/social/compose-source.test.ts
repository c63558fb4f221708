// "Post" and "Schedule" on library items (issue 15): what the composer is prefilled with, and
// nothing of a locked item.
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scripts, socialPosts, users, videos } from "../../db/schema.ts";
import { signedInMember } from "../../testing/social-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

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
    expect(body.versions[0]?.variants).toEqual({ linkedin: script?.kit?.captions.linkedin, twitter: script?.kit?.captions.x });
    expect(body.versions[1]?.content).toBe(script?.content);
  });

  it("prefills a post with its branded image and a video with its renditions", async () => {
    const { browser } = await member("domination");
    const [post] = await t.db.select().from(socialPosts).limit(1);
    const postSource = await (await browser.get(`/api/social/compose-source?kind=post&id=${post?.id}`)).json();
    expect(postSource).toMatchObject({ media: { kind: "post-image", postId: post?.id, size: "feed" } });
    const [video] = await t.db.select().from(videos).limit(1);
    const videoSource = await (await browser.get(`/api/social/compose-source?kind=video&id=${video?.id}`)).json();
    expect(videoSource).toMatchObject({ title: video?.title, media: { kind: "video", videoId: video?.id } });
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
