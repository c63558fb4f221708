// The marketing site's sample post cards show the product's rendered post images (4:5 feed size,
// the sample footer), not the shared SVG drawings, and reserve their space before they load.
import { expect, type Page, test } from "@playwright/test";

const PATHS = ["/", "/social-media-posts"];

function postImages(page: Page) {
  return page.locator('section[aria-labelledby="sample-posts-heading"] article img');
}

for (const path of PATHS) {
  test(`the sample posts on ${path} are the rendered post images`, async ({ page }) => {
    await page.goto(path);
    const images = postImages(page);
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await image.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        ratio: img.naturalWidth / img.naturalHeight,
      }));
      expect(shown.src).not.toMatch(/\.svg(\?|$)/);
      expect(shown.src).toMatch(/\/post-\d/);
      expect(shown.ratio).toBeCloseTo(0.8, 2);
    }
  });

  test(`the sample post images on ${path} hold their 4:5 box before they load (no layout shift)`, async ({ page }) => {
    // Hold every post image back: the box must already have its final size from the HTML alone.
    await page.route(/\/post-\d[^/]*\.(webp|jpe?g|avif|png)(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const images = postImages(page);
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", "480");
      await expect(image).toHaveAttribute("height", "600");
      const box = await image.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
      expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(1.25, 2);
    }
  });
}
