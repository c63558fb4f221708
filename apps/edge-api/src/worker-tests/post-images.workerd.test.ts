// Post images on the Worker (workerd, D1, R2): the satori + resvg WebAssembly renderer draws the
// member's post image, a carousel slide and the og:image of a shared post on demand, stores each in
// R2 and serves it again from there.
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { socialPosts } from "../db/schema.ts";
import { browserAs } from "./fixtures.ts";
import { ORIGIN, workerDb } from "./worker-client.ts";

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error("not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function png(res: Response): Promise<{ width: number; height: number }> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return pngSize(new Uint8Array(await res.arrayBuffer()));
}

async function postAt(postIndex: number) {
  const [row] = await workerDb()
    .select()
    .from(socialPosts)
    .where(eq(socialPosts.postIndex, postIndex))
    .orderBy(asc(socialPosts.id));
  if (!row) throw new Error(`no post ${postIndex}`);
  return row;
}

async function storedKeys(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

describe("post images on the Worker", () => {
  it("draws the member's feed image on demand, stores it in R2 and serves the stored file again", async () => {
    const post = await postAt(0);
    const { browser, user } = await browserAs("domination");
    const first = await browser.get(`/api/posts/${post.id}/image/feed?download=1`);
    expect(await png(first)).toEqual({ width: 1080, height: 1350 });
    const keys = await storedKeys(`post-images/${post.id}/u${user.id}-feed-`);
    expect(keys).toHaveLength(1);
    const again = await browser.get(`/api/posts/${post.id}/image/feed`);
    expect(await png(again)).toEqual({ width: 1080, height: 1350 });
    expect(await storedKeys(`post-images/${post.id}/u${user.id}-feed-`)).toEqual(keys);
  });

  it("draws a carousel slide of a list post on demand and stores it in R2", async () => {
    const post = await postAt(0);
    const { browser, user } = await browserAs("domination");
    const list = await browser.get(`/api/posts/${post.id}/carousel`);
    expect(list.status).toBe(200);
    const { slides } = (await list.json()) as { slides: { number: number; url: string }[] };
    // Cover, the five tips, closing slide.
    expect(slides).toHaveLength(7);
    expect(await png(await browser.get(slides[1]?.url ?? ""))).toEqual({ width: 1080, height: 1350 });
    expect(await storedKeys(`carousels/${post.id}/u${user.id}-2-`)).toHaveLength(1);
  });

  it("serves the og:image of a shared post as its 1200x630 PNG", async () => {
    const post = await postAt(1);
    const { browser } = await browserAs("domination");
    const link = await browser.get(`/api/posts/${post.id}/share-link`);
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const path = url.slice(url.indexOf("/share/"));
    const page = await browser.get(path);
    const html = await page.text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(image).toMatch(/\/share\/post\/\d+\/image\.png\?s=/);
    const res = await browser.get((image ?? "").replace(ORIGIN, "").replace(/^https?:\/\/[^/]+/, ""));
    expect(await png(res)).toEqual({ width: 1200, height: 630 });
  });
});
