// Link previews declare their image's real size: a rendered video's page shows its short cut's
// 1280x720 poster; before the render exists, the 640x360 thumbnail.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderJobs, videos } from "../../db/schema.ts";
import { posterKey } from "../../services/render/render-keys.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))?.[1];

describe("share page og:image", () => {
  it("uses a rendered video's poster with its real size, and the thumbnail before the render", async () => {
    const [video] = await t.db
      .insert(videos)
      .values({
        title: "Renting VS Buying",
        description: "The real comparison.",
        category: "c",
        accessLevel: "spark",
        publicSample: true,
        videoKey: "videos/market-foundation.mp4",
        fallbackKeys: [],
        renderKey: "abc123",
      })
      .returning({ id: videos.id });
    const page = async () => (await t.app.request(`${TEST_ORIGIN}/share/video/${video?.id}`)).text();
    let html = await page();
    expect(meta(html, "og:image")).toMatch(/\/media\/thumbnails\/.+\.jpg$/);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["640", "360"]);
    await t.db.insert(renderJobs).values({ key: "abc123", slug: "renting-vs-buying", status: "done" });
    html = await page();
    expect(meta(html, "og:image")).toBe(`${TEST_ORIGIN}/media/${posterKey("abc123", "short-landscape")}`);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1280", "720"]);
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
  });
});
