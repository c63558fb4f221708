// The member's post tools: the branded image of a post at each size (optionally as a download),
// the member's market figures for the month, and the signed link to the post page.

import { POST_IMAGE_SIZE_NAMES, POST_IMAGE_SIZES } from "@realty/media/post-images/sizes";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { spendBudget } from "../../middleware/budget.ts";
import { requireUser } from "../../middleware/session.ts";
import { carouselLength, carouselZip, ensureCarouselSlide } from "../../services/post-images/carousel-service.ts";
import { currentMarketFigures, marketFiguresInput, saveMarketFigures } from "../../services/post-images/figures-store.ts";
import { memberPostCaptions } from "../../services/post-images/member-post-captions.ts";
import { ensurePostImage, openPost, postFigures } from "../../services/post-images/post-image-service.ts";
import { ensurePostPreview } from "../../services/post-images/post-preview.ts";
import { signedSharePath } from "../../services/share/share-items.ts";

const postParam = z.object({
  id: z.coerce.number("Post not found").int("Post not found").positive("Post not found").max(2_147_483_647, "Post not found"),
});
const imageParam = postParam.extend({
  size: z.enum(POST_IMAGE_SIZE_NAMES, `The size must be one of ${POST_IMAGE_SIZE_NAMES.join(", ")}.`),
});
const slideParam = postParam.extend({
  slide: z.coerce.number("Slide not found").int("Slide not found").min(1, "Slide not found").max(99, "Slide not found"),
});
const downloadQuery = z.object({ download: z.enum(["1"], "download must be 1").optional() });
const imageQuery = z
  .object({
    download: z.enum(["1"], "download must be 1").optional(),
    // The card-sized WebP the Posts tab shows; downloads are always the full PNG.
    preview: z.enum(["1"], "preview must be 1").optional(),
  })
  .refine((q) => !(q.download && q.preview), { message: "A download is the full image: leave out preview.", path: ["preview"] });

/** "Home Buying Tips" -> "home-buying-tips": the downloaded file's name. */
function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "post"
  );
}

export const postImageRoutes = new Hono<AppEnv>()
  .get("/posts/:id/image/:size", valid("param", imageParam), valid("query", imageQuery), async (c) => {
    const user = requireUser(c);
    const { id, size } = c.req.valid("param");
    const post = await openPost(c.var.deps.db, user, id);
    const query = c.req.valid("query");
    const ensure = query.preview ? ensurePostPreview : ensurePostImage;
    const key = await ensure(c.var.deps, user.id, post, POST_IMAGE_SIZES[size]);
    const response = await serveMedia(c, key, "private, max-age=0, must-revalidate");
    if (query.download) {
      response.headers.set("Content-Disposition", `attachment; filename="${slug(post.title)}-${size}.png"`);
    }
    return response;
  })
  // A list post's Instagram carousel: where each slide is, and the whole carousel as one zip.
  .get("/posts/:id/carousel", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    const post = await openPost(c.var.deps.db, user, c.req.valid("param").id);
    const base = `/api/posts/${post.id}/carousel`;
    const slides = Array.from({ length: carouselLength(post) }, (_, i) => ({ number: i + 1, url: `${base}/${i + 1}` }));
    return c.json({ slides, zipUrl: `${base}.zip` });
  })
  .get("/posts/:id/carousel.zip", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    const post = await openPost(c.var.deps.db, user, c.req.valid("param").id);
    const stem = slug(post.title);
    const zip = await carouselZip(c.var.deps, user.id, post, stem);
    return new Response(zip, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${stem}-carousel.zip"`,
        "cache-control": "private, max-age=0, must-revalidate",
      },
    });
  })
  .get("/posts/:id/carousel/:slide", valid("param", slideParam), valid("query", downloadQuery), async (c) => {
    const user = requireUser(c);
    const { id, slide } = c.req.valid("param");
    const post = await openPost(c.var.deps.db, user, id);
    const key = await ensureCarouselSlide(c.var.deps, user.id, post, slide - 1);
    const response = await serveMedia(c, key, "private, max-age=0, must-revalidate");
    if (c.req.valid("query").download) {
      response.headers.set(
        "Content-Disposition",
        `attachment; filename="${slug(post.title)}-${String(slide).padStart(2, "0")}.png"`,
      );
    }
    return response;
  })
  // The member's market figures: one set per month for every market-update post and caption.
  .get("/market-figures", async (c) => {
    const user = requireUser(c);
    return c.json(await currentMarketFigures(c.var.deps.db, user.id, c.var.deps.now()));
  })
  .put("/market-figures", valid("json", marketFiguresInput), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    await saveMarketFigures(db, user.id, c.req.valid("json"), now());
    return c.json(await currentMarketFigures(db, user.id, now()));
  })
  // The post's caption per network in the member's words (their saved city, specialty and tone).
  .get("/posts/:id/captions", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const post = await openPost(db, user, c.req.valid("param").id);
    return c.json(await memberPostCaptions(db, user.id, post, now()));
  })
  .get("/posts/:id/share-link", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    await spendBudget(c, "shareLink", { byUser: true });
    const { db, config } = c.var.deps;
    const post = await openPost(db, user, c.req.valid("param").id);
    // A shared market post shows the figures on its page image: none may be blank.
    await postFigures(c.var.deps, user.id, post);
    return c.json({ url: `${publicOrigin(c)}${await signedSharePath(config.appSecret, "post", post.id, user.id)}` });
  });
