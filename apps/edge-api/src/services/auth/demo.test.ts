import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brandProfiles, postImageFiles } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { setBrandPhoto } from "../brand/brand-photo.ts";
import { recordImageFile } from "../post-images/image-files.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

// A 1×1 PNG: enough for the photo sniffer.
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);

async function demoUser(name: string): Promise<number> {
  const res = await t.client().post("/api/login", { email: "someone@example.com", name });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

describe("demo account cleanup", () => {
  it("removes an expired demo account's brand photo and post images from the media store", async () => {
    const oldId = await demoUser("Early Bird");
    const profile = await setBrandPhoto(t.deps, { id: oldId, name: "Early Bird" }, PNG);
    const imageKey = `post-images/${oldId}/12/feed-test.png`;
    await t.deps.media.put(imageKey, PNG, "image/png");
    await recordImageFile(t.deps, oldId, "post-images/12/feed", imageKey, t.deps.now());
    const oldPhoto = profile.photoKey ?? "";
    expect(await t.deps.media.head(oldPhoto)).not.toBeNull();

    t.advance(2 * 24 * 60 * 60_000);
    const youngId = await demoUser("Young One");
    const youngPhoto = (await setBrandPhoto(t.deps, { id: youngId, name: "Young One" }, PNG)).photoKey ?? "";

    t.advance(6 * 24 * 60 * 60_000);
    await demoUser("Late Comer");

    const stored = await t.db.select({ userId: brandProfiles.userId }).from(brandProfiles);
    expect(stored.map((p) => p.userId)).toEqual([youngId]);
    expect(await t.deps.media.head(oldPhoto)).toBeNull();
    expect(await t.deps.media.head(imageKey)).toBeNull();
    expect(await t.db.select().from(postImageFiles)).toEqual([]);
    // A demo account less than a week old keeps its files.
    expect(await t.deps.media.head(youngPhoto)).not.toBeNull();
  });
});
