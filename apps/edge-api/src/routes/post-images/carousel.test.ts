// A list post's Instagram carousel through real HTTP: where its slides are, each slide as a PNG
// (rendered once, then served from the media store), the whole carousel as a zip, and a clear 404
// for a post that is not a list.
import { pngSize } from "@realty/media/post-images/image-testing";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canvasPostImages } from "../../adapters/post-images/canvas-post-images.ts";
import { postImageFiles, socialPosts } from "../../db/schema.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let slidesDrawn = 0;
let listId: number;
let quoteId: number;

beforeEach(async () => {
  slidesDrawn = 0;
  const renderSlide: typeof canvasPostImages.renderSlide = async (request) => {
    slidesDrawn += 1;
    return canvasPostImages.renderSlide(request);
  };
  t = await createTestApp({ deps: { postImages: { ...canvasPostImages, renderSlide } } });
  const rows = await t.db
    .insert(socialPosts)
    .values([
      // Library post 10 is a four-item checklist; post 15 is a quote (no carousel).
      {
        title: "Curb Appeal in a Weekend",
        content: "Quick curb appeal wins before you list.\nWant a list? DM me.\n#CurbAppeal",
        category: "Seller Tips",
        accessLevel: "sampler",
        postIndex: 10,
      },
      {
        title: "Rates and Your Buying Power",
        content: "When mortgage rates move, so does buying power.\nDM me.\n#Rates",
        category: "Market Update",
        accessLevel: "sampler",
        postIndex: 15,
      },
    ])
    .returning({ id: socialPosts.id });
  listId = rows[0]?.id ?? 0;
  quoteId = rows[1]?.id ?? 0;
});
afterEach(() => t.cleanup());

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** The names and sizes of the files in a stored (method 0) zip, read from its local headers. */
function zipEntries(zip: Uint8Array): { name: string; bytes: Uint8Array }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries: { name: string; bytes: Uint8Array }[] = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    expect(view.getUint16(at + 8, true)).toBe(0);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const name = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
    const start = at + 30 + nameLength;
    entries.push({ name, bytes: zip.subarray(start, start + size) });
    at = start + size;
  }
  return entries;
}

describe("a list post's carousel", () => {
  it("lists its 6 slides, serves each as a 1080x1350 PNG drawn once, and zips them in order", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    const list = await browser.get(`/api/posts/${listId}/carousel`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { slides: { number: number; url: string }[]; zipUrl: string };
    // Cover, four ideas, closing slide.
    expect(body.slides.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = await browser.get(body.slides[1]?.url ?? "");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    const slide = await bytes(first);
    expect(pngSize(slide)).toEqual({ width: 1080, height: 1350 });
    expect(slidesDrawn).toBe(1);
    const again = await browser.get(`${body.slides[1]?.url}?download=1`);
    expect(again.headers.get("content-disposition")).toBe('attachment; filename="curb-appeal-in-a-weekend-02.png"');
    expect(await bytes(again)).toEqual(slide);
    expect(slidesDrawn).toBe(1);

    const zip = await browser.get(body.zipUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="curb-appeal-in-a-weekend-carousel.zip"');
    const entries = zipEntries(await bytes(zip));
    expect(entries.map((e) => e.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `curb-appeal-in-a-weekend-0${n}.png`));
    expect(entries[1]?.bytes).toEqual(slide);
    for (const entry of entries) expect(pngSize(entry.bytes)).toEqual({ width: 1080, height: 1350 });
    expect(slidesDrawn).toBe(6);
    // Each slide is one of the member's files, removed with their account.
    const files = await t.db.select().from(postImageFiles).where(eq(postImageFiles.userId, user.id));
    expect(files.filter((f) => f.slot.startsWith(`carousels/${listId}/`))).toHaveLength(6);
  }, 180_000);

  it("answers 404 with a reason for a post that is not a list and for a slide past the end", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const none = await browser.get(`/api/posts/${quoteId}/carousel`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/not a list/);
    expect((await browser.get(`/api/posts/${quoteId}/carousel.zip`)).status).toBe(404);
    const past = await browser.get(`/api/posts/${listId}/carousel/7`);
    expect(past.status).toBe(404);
    expect(((await past.json()) as { message: string }).message).toBe("This carousel has slides 1 to 6.");
    expect((await browser.get(`/api/posts/${listId}/carousel/0`)).status).toBe(400);
    expect(slidesDrawn).toBe(0);
  });
});
