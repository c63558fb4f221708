import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brandProfiles, users } from "../../db/schema.ts";
import { readImageSize } from "../../lib/image-size.ts";
import { brandProfileHash, getBrandProfile } from "../../services/brand/brand-profile.ts";
import { JPEG_BYTES, PNG_BYTES, signedInMember, uploadPhoto } from "../../testing/brand-testing.ts";
import { blankPng, photo } from "../../testing/image-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const PROFILE = {
  displayName: "Dana Reyes",
  brokerage: "Harbor Realty Group",
  phone: "(555) 123-4567",
  email: "Dana@HarborRealty.example",
  licenseNumber: "SA-0192837",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#1D4ED8",
};

describe("GET/PUT /api/user/brand", () => {
  it("starts empty, saves the profile and reads it back for the member only", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    expect(await (await browser.get("/api/user/brand")).json()).toEqual({ profile: null });

    const res = await browser.put("/api/user/brand", PROFILE);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({ ...PROFILE, email: "Dana@HarborRealty.example", brandColor: "#1d4ed8", photoKey: null });
    expect(await getBrandProfile(t.db, user.id)).toMatchObject({ displayName: "Dana Reyes", licenseState: "TX" });

    // Blank optional fields clear them; the same row is updated, not duplicated.
    await browser.put("/api/user/brand", { ...PROFILE, brokerage: "", phone: " ", licenseState: "" });
    const again = (await (await browser.get("/api/user/brand")).json()) as { profile: Record<string, unknown> };
    expect(again.profile).toMatchObject({ brokerage: null, phone: null, licenseState: null });
    expect(await t.db.select().from(brandProfiles)).toHaveLength(1);

    const other = await signedInMember(t, "other@example.com");
    expect(await (await other.browser.get("/api/user/brand")).json()).toEqual({ profile: null });
    expect((await t.client().get("/api/user/brand")).status).toBe(401);
  });

  it("refuses bad values field by field and changes nothing", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    await browser.put("/api/user/brand", PROFILE);
    const res = await browser.put("/api/user/brand", {
      ...PROFILE,
      displayName: "D",
      phone: "call me",
      email: "not-an-email",
      licenseState: "ZZ",
      brandColor: "blue",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      displayName: "Please enter the name you want clients to see (at least 2 characters).",
      phone: "Please enter a valid phone number, for example (555) 123-4567.",
      email: "Please enter a valid email address.",
      licenseState: "Please choose the state that issued your license.",
      brandColor: "Please pick a color as a hex value such as #0b2545.",
    });
    expect(await getBrandProfile(t.db, user.id)).toMatchObject({ displayName: "Dana Reyes", phone: "(555) 123-4567" });
  });

  it("changes the profile hash only when something shown changes", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    await browser.put("/api/user/brand", PROFILE);
    const first = await getBrandProfile(t.db, user.id);
    t.advance(60_000);
    await browser.put("/api/user/brand", PROFILE);
    const same = await getBrandProfile(t.db, user.id);
    await browser.put("/api/user/brand", { ...PROFILE, equalHousing: false });
    const changed = await getBrandProfile(t.db, user.id);
    if (!first || !same || !changed) throw new Error("profile missing");
    expect(same.updatedAt).not.toBe(first.updatedAt);
    expect(brandProfileHash(same)).toBe(brandProfileHash(first));
    expect(brandProfileHash(changed)).not.toBe(brandProfileHash(first));
  });
});

describe("POST /api/user/brand/photo", () => {
  it("stores a PNG under brand/<userId>/<hash>.png, serves it publicly and replaces the old file", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    const res = await uploadPhoto(t, browser.cookie, PNG_BYTES);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: { photoKey: string; photoUrl: string; displayName: string } };
    // Uploading before saving the form makes a profile under the account name.
    expect(profile.displayName).toBe("Dana Reyes");
    expect(profile.photoKey).toMatch(new RegExp(`^brand/${user.id}/[0-9a-f]{24}\\.png$`));
    const served = await t.client().get(profile.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(readImageSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 1, height: 1 });

    const next = (await (await uploadPhoto(t, browser.cookie, JPEG_BYTES, "me.jpg", "image/jpeg")).json()) as {
      profile: { photoKey: string };
    };
    expect(next.profile.photoKey).toMatch(/\.jpg$/);
    expect(await t.deps.media.head(profile.photoKey)).toBeNull();
    expect(await t.deps.media.head(next.profile.photoKey)).not.toBeNull();
  });

  it("refuses a file that is not a JPEG, PNG or WebP whatever its name says, and stores nothing", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const res = await uploadPhoto(t, browser.cookie, html, "photo.png", "image/png");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Please upload a JPEG, PNG or WebP image." });
    const gif = new TextEncoder().encode("GIF89a-----------");
    expect((await uploadPhoto(t, browser.cookie, gif, "a.gif", "image/gif")).status).toBe(415);
    expect(await getBrandProfile(t.db, user.id)).toBeNull();
  });

  it("refuses a photo over 1 MB and a request without a file", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    const big = new Uint8Array(1_000_001);
    big.set(PNG_BYTES.subarray(0, 16));
    const res = await uploadPhoto(t, browser.cookie, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The photo must be 1 MB or smaller." });
    const huge = new Uint8Array(3_000_000);
    huge.set(PNG_BYTES.subarray(0, 16));
    expect((await uploadPhoto(t, browser.cookie, huge)).status).toBe(413);
    const empty = await browser.post("/api/user/brand/photo", {});
    expect(empty.status).toBe(415);
    expect(await getBrandProfile(t.db, user.id)).toBeNull();
    expect((await uploadPhoto(t, "", PNG_BYTES)).status).toBe(401);
  });

  it("refuses a 12 KB PNG that declares 10000 x 10000 pixels before decoding it, saying why", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(16_000);
    const res = await uploadPhoto(t, browser.cookie, bomb);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: "The image is 10000 x 10000 pixels; images may be at most 4096 x 4096 pixels.",
    });
    const tooManyPixels = await uploadPhoto(t, browser.cookie, blankPng(4096, 4000));
    expect(tooManyPixels.status).toBe(413);
    expect(((await tooManyPixels.json()) as { message: string }).message).toMatch(/16 megapixels/);
    expect(await getBrandProfile(t.db, user.id)).toBeNull();
  });

  it("stores a 3000 x 3000 photo re-encoded to at most 800 pixels a side, in its own format", async () => {
    const { browser } = await signedInMember(t, "dana@example.com");
    const big = await photo(3000, 3000, "jpeg");
    const res = await uploadPhoto(t, browser.cookie, big, "me.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: { photoKey: string; photoUrl: string } };
    expect(profile.photoKey).toMatch(/\.jpg$/);
    const served = new Uint8Array(await (await t.client().get(profile.photoUrl)).arrayBuffer());
    expect(readImageSize(served)).toEqual({ width: 800, height: 800 });
    expect(served.byteLength).toBeLessThan(big.byteLength);

    const wide = await uploadPhoto(t, browser.cookie, await photo(1600, 400, "png"));
    const widePhoto = (await wide.json()) as { profile: { photoUrl: string } };
    const wideBytes = new Uint8Array(await (await t.client().get(widePhoto.profile.photoUrl)).arrayBuffer());
    expect(readImageSize(wideBytes)).toEqual({ width: 800, height: 200 });
  });

  it("goes with the account", async () => {
    const { browser, user } = await signedInMember(t, "dana@example.com");
    await browser.put("/api/user/brand", PROFILE);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(brandProfiles)).toHaveLength(0);
  });
});
