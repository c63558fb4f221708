// A hub post composed from a library video records it, and the tracker counts it.
import { VIDEO_RENDITION_NAMES } from "@realty/contracts/library";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { hubPosts, purchases, users, videos } from "../../db/schema.ts";
import { signedInMember, socialTestApp, walkOAuth } from "../../testing/social-kit.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
afterEach(() => t.cleanup());

describe("hub posts of library videos", () => {
  it("records the library video a post carries, counts it as an authority video, and refuses one the member cannot open", async () => {
    t = await socialTestApp();
    const member = await signedInMember(t);
    expect((await walkOAuth(member.browser, "facebook")).callback.status).toBe(200);
    const user = { id: member.userId };
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.id, user.id));
    await t.db.insert(purchases).values({
      userId: user.id,
      productType: "spark",
      amountCents: 7900,
      paymentIntentId: "pi_h",
      provider: "test",
      createdAt: t.deps.now(),
    });
    const rows = await t.db
      .insert(videos)
      .values([
        {
          title: "Open",
          description: "d",
          category: "c",
          accessLevel: "sampler",
          videoKey: "videos/a.mp4",
          fallbackKeys: [],
          renderKey: "guarantee-r1",
        },
        {
          title: "Locked",
          description: "d",
          category: "c",
          accessLevel: "domination",
          videoKey: "videos/b.mp4",
          fallbackKeys: [],
        },
      ])
      .returning({ id: videos.id });
    const [open, locked] = rows.map((r) => r.id);

    const refused = await member.browser.post("/api/social/post", {
      content: "Watch this",
      platforms: ["facebook"],
      libraryVideoId: locked,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("Unknown library video.");
    expect(await t.db.select().from(hubPosts)).toHaveLength(0);

    const res = await member.browser.post("/api/social/post", {
      content: "Watch this",
      platforms: ["facebook"],
      libraryVideoId: open,
    });
    expect(res.status).toBe(200);
    const [post] = await t.db.select().from(hubPosts);
    expect(post?.libraryVideoId).toBe(open);
    const progress = async () =>
      ((await (await member.browser.get("/api/leads/guarantee")).json()) as { progress: Record<string, unknown> }).progress;
    // Text that names the video, without the video attached, is no evidence.
    expect(await progress()).toMatchObject({ videos: 0, authorityVideos: 0 });

    // The video itself, attached (its rendition for Facebook) and published: that counts.
    for (const name of VIDEO_RENDITION_NAMES) {
      await t.deps.media.put(`renders/guarantee-r1/${name}.mp4`, new Uint8Array(4096).fill(7), "video/mp4");
    }
    const attached = await member.browser.post("/api/social/post", {
      content: "Watch this",
      platforms: ["facebook"],
      media: { kind: "video", videoId: open },
    });
    expect(attached.status, await attached.clone().text()).toBe(200);
    expect(await progress()).toMatchObject({ videos: 1, authorityVideos: 1 });
  });
});
