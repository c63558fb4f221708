// A member's WebP headshot on their lead-magnet PDF, drawn on the Worker: pdf-lib embeds PNG and JPEG
// only, so the Worker converts the WebP through its Images binding first.
import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brandProfiles, scripts } from "../db/schema.ts";
import { browserAs, putMedia } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

/** 48 x 48, lossy WebP, made with sharp. */
const WEBP = Uint8Array.from(
  atob("UklGRkQAAABXRUJQVlA4IDgAAAAwAwCdASowADAAPm02mEkkIyKhI4gAgA2JZwAAHdTYOy0AAP7uCh5///sHf/+cB//zgP6KAAAAAA=="),
  (c) => c.charCodeAt(0),
);

/** Image XObjects in a PDF (pdf-lib writes each embedded picture as one). */
const imagesIn = (pdf: string) => (pdf.match(/\/Subtype\s*\/Image/g) ?? []).length;

describe("lead-magnet PDFs on the Worker", () => {
  it("carry a WebP headshot, converted to PNG", async () => {
    const { browser, user } = await browserAs("domination");
    const db = workerDb();
    const key = `brand/${user.id}/headshot.webp`;
    await putMedia(key, WEBP, "image/webp");
    const now = new Date();
    await db
      .insert(brandProfiles)
      .values({ userId: user.id, displayName: "Jane Doe", photoKey: key, createdAt: now, updatedAt: now });
    const [script] = await db.select({ id: scripts.id }).from(scripts).where(isNotNull(scripts.leadMagnet)).limit(1);
    if (!script) throw new Error("no script with a lead magnet in the library");

    const res = await browser.get(`/api/scripts/${script.id}/lead-magnet`);
    expect(res.status, await res.clone().text()).toBe(200);
    const withPhoto = new TextDecoder("latin1").decode(await res.arrayBuffer());
    expect(imagesIn(withPhoto)).toBeGreaterThanOrEqual(1);

    // The same sheet without the photo has one image fewer: the headshot is the one added.
    await db
      .update(brandProfiles)
      .set({ photoKey: null, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(brandProfiles.userId, user.id));
    const plain = await browser.get(`/api/scripts/${script.id}/lead-magnet`);
    expect(imagesIn(new TextDecoder("latin1").decode(await plain.arrayBuffer()))).toBe(imagesIn(withPhoto) - 1);
  });
});
