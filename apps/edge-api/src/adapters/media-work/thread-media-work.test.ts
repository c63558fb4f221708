import { postCard } from "@realty/media/post-images/cards";
import { BRAND_A } from "@realty/media/post-images/image-testing";
import { EMPTY_MARKET_FIGURES } from "@realty/media/post-images/market-fields";
import { FEED_SIZE } from "@realty/media/post-images/sizes";
import { afterAll, describe, expect, it } from "vitest";
import posts from "../../../../../content/posts/posts.json" with { type: "json" };
import { readImageSize } from "../../lib/image-size.ts";
import { blankPng, photo } from "../../testing/image-fixtures.ts";
import { canvasPostImages } from "../post-images/canvas-post-images.ts";
import { threadMediaWork } from "./thread-media-work.ts";

const work = threadMediaWork({ threads: 1 });
afterAll(() => work.close());

describe("media work on threads", () => {
  it("draws a post image on a thread, the same picture as in the request thread", async () => {
    const post = posts[0];
    if (!post) throw new Error("no posts");
    const request = {
      post,
      card: postCard(post.postIndex),
      brand: BRAND_A,
      photoBytes: await photo(600, 600, "jpeg"),
      figures: EMPTY_MARKET_FIGURES,
    };
    const [threaded, inline] = await Promise.all([
      work.postImages.render(FEED_SIZE, request),
      canvasPostImages.render(FEED_SIZE, request),
    ]);
    expect(readImageSize(threaded)).toEqual({ width: FEED_SIZE.width, height: FEED_SIZE.height });
    expect(Buffer.from(threaded).equals(Buffer.from(inline))).toBe(true);
    const preview = await work.postImages.toWebpPreview?.(threaded, 400);
    expect(preview && readImageSize(preview)).toEqual({
      width: 400,
      height: Math.round((FEED_SIZE.height * 400) / FEED_SIZE.width),
    });
  });

  it("fits an image within a side in the format asked, and refuses one over the bounds without decoding it", async () => {
    const fitted = await work.fitImage({ bytes: await photo(1200, 600, "png"), maxSide: 300, format: "webp" });
    expect(fitted && readImageSize(fitted)).toEqual({ width: 300, height: 150 });
    expect(await work.fitImage({ bytes: blankPng(10_000, 10_000), maxSide: 300, format: "png" })).toBeNull();
  });
});
