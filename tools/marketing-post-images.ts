// The marketing site's sample post cards show the product's real post images: the first posts of
// content/posts/posts.json (the home page's samples, apps/marketing/src/lib/content.ts), drawn by
// the same renderer members get (feed size, 4:5) with the sample footer instead of a member's
// brand, then stored as a 720x900 JPEG under apps/marketing/src/assets/product/post-<index>.jpg.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { postFile } from "@realty/library/content-schema";
import { postCard } from "@realty/media/post-images/cards";
import { EMPTY_MARKET_FIGURES } from "@realty/media/post-images/market-fields";
import { initEngineFromFiles } from "@realty/media/post-images/render/engine-node";
import { renderPostImage } from "@realty/media/post-images/render-post-image";
import { SAMPLE_BRAND } from "@realty/media/post-images/sample-brand";
import { FEED_SIZE, POST_IMAGE_RENDERER_VERSION } from "@realty/media/post-images/sizes";

/** How many posts the site shows (SAMPLE_POSTS in apps/marketing/src/lib/content.ts). */
export const SAMPLE_POST_COUNT = 3;
/** Twice the card's 360 CSS pixels: sharp on a phone, about 60-90 KB as JPEG. */
const WIDTH = 720;
const JPEG_QUALITY = 82;

export interface PostOutput {
  /** Manifest name and file stem: "post-0". */
  name: string;
  key: string;
  render: () => Promise<Buffer>;
}

export function samplePostOutputs(root: string): PostOutput[] {
  const posts = postFile.parse(JSON.parse(readFileSync(join(root, "content", "posts", "posts.json"), "utf8")));
  return posts.slice(0, SAMPLE_POST_COUNT).map((p) => {
    const post = { postIndex: p.postIndex, title: p.title, category: p.category };
    const card = postCard(p.postIndex);
    const hashed = JSON.stringify({ v: POST_IMAGE_RENDERER_VERSION, post, card, brand: SAMPLE_BRAND, width: WIDTH });
    return {
      name: `post-${p.postIndex}`,
      key: `post-${p.postIndex}-${createHash("sha256").update(hashed).digest("hex").slice(0, 16)}`,
      render: async () => {
        await initEngineFromFiles();
        const png = await renderPostImage(FEED_SIZE, {
          post,
          card,
          brand: SAMPLE_BRAND,
          photoBytes: null,
          figures: EMPTY_MARKET_FIGURES,
        });
        const image = await loadImage(Buffer.from(png));
        const height = Math.round((WIDTH * FEED_SIZE.height) / FEED_SIZE.width);
        const canvas = createCanvas(WIDTH, height);
        canvas.getContext("2d").drawImage(image, 0, 0, WIDTH, height);
        return canvas.encodeSync("jpeg", JPEG_QUALITY);
      },
    };
  });
}

/** Renders the sample posts whose key changed (or all with `force`); returns the manifest entries. */
export async function renderSamplePosts(
  root: string,
  outDir: string,
  manifest: Record<string, string>,
  force: boolean,
): Promise<Record<string, string>> {
  const next: Record<string, string> = {};
  for (const output of samplePostOutputs(root)) {
    const file = join(outDir, `${output.name}.jpg`);
    next[output.name] = output.key;
    if (!force && manifest[output.name] === output.key && existsSync(file)) {
      console.log(`[marketing-media] ${output.name}: current`);
      continue;
    }
    writeFileSync(file, await output.render());
    console.log(`[marketing-media] ${output.name}: rendered`);
  }
  return next;
}
