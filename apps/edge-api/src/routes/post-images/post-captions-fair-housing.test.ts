// A post's captions through real HTTP read by the fair-housing linter: a personalization that
// brings a flagged phrase never reaches the member's clipboard or the composer, and the answer
// says why.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { socialPosts, users } from "../../db/schema.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let postId: number;

beforeEach(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .insert(socialPosts)
    .values({
      title: "Home Buying Tips",
      content: "Thinking about buying a home in our market?\nGet pre-approved first.\nComment below.\n#HomeBuying",
      category: "Buyer Education",
      accessLevel: "sampler",
      postIndex: 0,
    })
    .returning({ id: socialPosts.id });
  postId = row?.id ?? 0;
});
afterEach(() => t.cleanup());

describe("GET /api/posts/:id/captions and fair housing", () => {
  it("sets aside a personalization that brings a flagged phrase, says why, and the composer starts from the safe captions", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    await t.db.update(users).set({ defaultLocation: "Christian County, KY" }).where(eq(users.id, user.id));
    const res = await browser.get(`/api/posts/${postId}/captions`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personalized).toBe(false);
    expect(JSON.stringify(body.captions)).not.toMatch(/christian/i);
    expect(body.fairHousing.flags).toEqual([]);
    expect(body.fairHousing.message).toContain("Your personalized captions said “Christian”");
    const source = await (await browser.get(`/api/social/compose-source?kind=post&id=${postId}`)).json();
    expect(source.versions[0].content).toBe(body.captions.facebook);
    expect(JSON.stringify(source.versions)).not.toMatch(/christian/i);
  });

  it("answers no flag and no message for a member whose captions are clean", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    await t.db.update(users).set({ defaultLocation: "Austin, TX" }).where(eq(users.id, user.id));
    const body = await (await browser.get(`/api/posts/${postId}/captions`)).json();
    expect(body.personalized).toBe(true);
    expect(body.captions.facebook).toContain("Austin");
    expect(body.fairHousing).toEqual({ flags: [], message: null });
  });
});

describe("PUT /api/auth/preferences (the city, specialty and tone captions speak in)", () => {
  it("refuses a location that describes people rather than a place, and changes nothing", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    await t.db.update(users).set({ defaultLocation: "Austin, TX" }).where(eq(users.id, user.id));
    for (const location of ["young families", "Christian neighborhood"]) {
      const res = await browser.put("/api/auth/preferences", { defaultLocation: location }, { origin: "http://localhost" });
      expect(res.status).toBe(400);
      expect((await res.json()).errors.defaultLocation).toMatch(/^Location must be a (place|city)/);
    }
    const [saved] = await t.db.select({ location: users.defaultLocation }).from(users).where(eq(users.id, user.id));
    expect(saved?.location).toBe("Austin, TX");
    const ok = await browser.put("/api/auth/preferences", { defaultLocation: "Round Rock, TX" }, { origin: "http://localhost" });
    expect(ok.status).toBe(200);
    const captions = await (await browser.get(`/api/posts/${postId}/captions`)).json();
    expect(captions.captions.facebook).toContain("Round Rock");
  });
});
