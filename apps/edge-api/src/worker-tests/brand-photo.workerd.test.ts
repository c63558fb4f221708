// The brand photo's multipart upload on the Worker: sniffed, bounded by its header before anything
// decodes it, stored in R2 under brand/<member>/<content hash>, served publicly, replaced and removed.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brandProfiles } from "../db/schema.ts";
import { browserAs } from "./fixtures.ts";
import { pngHeader, postForm } from "./uploads.ts";
import { client, type WorkerBrowser, workerDb } from "./worker-client.ts";

interface Profile {
  photoKey: string | null;
  photoUrl: string | null;
  displayName: string;
}

function uploadPhoto(browser: WorkerBrowser, bytes: Uint8Array<ArrayBuffer>, name = "me.png", type = "image/png") {
  const form = new FormData();
  form.append("photo", new File([bytes], name, { type }));
  return postForm(browser, "/api/user/brand/photo", form);
}

/** What R2 holds under the member's brand folder. */
async function storedFor(userId: number): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: `brand/${userId}/` })).objects.map((o) => o.key);
}

async function profileRow(userId: number) {
  return (await workerDb().select().from(brandProfiles).where(eq(brandProfiles.userId, userId)))[0];
}

describe("POST /api/user/brand/photo on the Worker", () => {
  it("stores the photo in R2 under its content hash, serves it publicly and deletes the one it replaces", async () => {
    const { browser, user } = await browserAs("spark");
    const first = pngHeader(40, 40);
    const res = await uploadPhoto(browser, first);
    expect(res.status, await res.clone().text()).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile.photoKey).toMatch(new RegExp(`^brand/${user.id}/[0-9a-f]{24}\\.png$`));
    // Uploading before the form is saved makes a profile under the account name.
    expect(profile.displayName).toBe("Test User");
    const served = await client().get(profile.photoUrl ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(first);

    const next = (await (await uploadPhoto(browser, pngHeader(60, 30))).json()) as { profile: Profile };
    expect(next.profile.photoKey).not.toBe(profile.photoKey);
    expect(await storedFor(user.id)).toEqual([next.profile.photoKey]);
  });

  it("refuses a file that is not a JPEG, PNG or WebP whatever its name says, and stores nothing", async () => {
    const { browser, user } = await browserAs("spark");
    const html = new Uint8Array(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"));
    const res = await uploadPhoto(browser, html);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Please upload a JPEG, PNG or WebP image." });
    const gif = new Uint8Array(new TextEncoder().encode("GIF89a-----------"));
    expect((await uploadPhoto(browser, gif, "a.gif", "image/gif")).status).toBe(415);
    expect(await storedFor(user.id)).toEqual([]);
    expect(await profileRow(user.id)).toBeUndefined();
  });

  it("refuses a photo over 1 MB with a 413 and stores nothing", async () => {
    const { browser, user } = await browserAs("spark");
    const big = new Uint8Array(1_000_001);
    big.set(pngHeader(40, 40));
    const res = await uploadPhoto(browser, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The photo must be 1 MB or smaller." });
    expect(await storedFor(user.id)).toEqual([]);
    expect(await profileRow(user.id)).toBeUndefined();
  });

  it("refuses a small file whose header declares 10000 x 10000 pixels, before decoding, saying why", async () => {
    const { browser, user } = await browserAs("spark");
    const res = await uploadPhoto(browser, pngHeader(10_000, 10_000));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: "The image is 10000 x 10000 pixels; images may be at most 4096 x 4096 pixels.",
    });
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("removes the photo from R2 and the profile, after which its public address answers 404", async () => {
    const { browser, user } = await browserAs("spark");
    const { profile } = (await (await uploadPhoto(browser, pngHeader(40, 40))).json()) as { profile: Profile };
    const removed = await browser.del("/api/user/brand/photo");
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { profile: Profile }).profile.photoKey).toBeNull();
    expect(await storedFor(user.id)).toEqual([]);
    expect((await client().get(profile.photoUrl ?? "")).status).toBe(404);
  });

  it("answers 401 to a visitor and stores nothing", async () => {
    const res = await uploadPhoto(client(), pngHeader(40, 40));
    expect(res.status).toBe(401);
  });
});
