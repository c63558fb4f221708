// The member's share page: their brand and customized script, a lead form, and no
// product advertising; a bare link stays the library's teaser.
import { describe, expect, it } from "vitest";
import { scriptCustomizations, videos } from "../../db/schema.ts";
import { signShare } from "../../services/share/signing.ts";
import { PNG_BYTES, signedInMember, uploadPhoto } from "../../testing/brand-testing.ts";
import { signedLink } from "../../testing/leads-testing.ts";
import { scriptShareEachTest } from "../../testing/script-share-each-test.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let scriptId: number;
scriptShareEachTest((f) => {
  t = f.t;
  scriptId = f.scriptId;
});

const CUSTOM = "Austin sellers: spring is your window.\n\nHere is what Austin buyers ask first.\n\nDM me 'ATX'.";
const page = async (path: string) => {
  const res = await t.app.request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0" } });
  return { res, text: await res.text() };
};

describe("a member's shared script page", () => {
  it("is headed by the member's brand, shows their customized version and a lead form, and no product advertising", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com");
    await browser.put("/api/user/brand", {
      displayName: "Dana Reyes",
      brokerage: "Harbor Realty Group",
      phone: "(555) 123-4567",
      email: "dana@harbor.example",
      licenseNumber: "SA-0192837",
      licenseState: "TX",
      equalHousing: true,
      brandColor: "#1d4ed8",
    });
    await uploadPhoto(t, browser.cookie, PNG_BYTES);
    await t.db.insert(scriptCustomizations).values({ userId: user.id, scriptId, content: CUSTOM, location: "Austin" });
    const { s, path } = await signedLink(t, scriptId, user.id);

    const { res, text } = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(text).not.toContain("<script");
    for (const shown of [
      "Dana Reyes",
      "Harbor Realty Group",
      'href="tel:5551234567"',
      "dana@harbor.example",
      "Lic. #SA-0192837 (TX)",
      "Equal Housing Opportunity",
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/<img class="agent-photo" src="\/api\/brand\/photos\/\d+\/[0-9a-f]{24}\.png" alt="Dana Reyes"/);
    expect(text).toContain("Austin sellers: spring is your window.");
    expect(text).not.toContain("Thinking of selling this spring?");
    expect(text).toContain('<meta property="og:description" content="Austin sellers: spring is your window." />');
    expect(text).toContain('<meta property="og:site_name" content="Dana Reyes" />');
    // No product advertising: only a small "made with" link.
    expect(text).not.toContain("Get Instant Access");
    expect(text).not.toContain("Get the whole library");
    expect(text).not.toContain('href="/purchase"');
    expect(text).toMatch(/Made with <a href="\/">RealtyReels<\/a>/);
    // The form posts back to us with the link's signature, no script needed.
    expect(text).toContain('<form method="post" action="/api/leads">');
    expect(text).toContain(`<input type="hidden" name="s" value="${s}" />`);
    expect(text).toContain("I agree that Dana Reyes may contact me by email, phone or text about my inquiry.");

    const thanks = await page(`${path}&lead=sent`);
    expect(thanks.text).toContain("Your message is on its way to Dana Reyes");
    expect(thanks.text).not.toContain('action="/api/leads"');
  });

  it("uses the account name until the member fills in a brand, and hides the Equal Housing mark when turned off", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com");
    const { path } = await signedLink(t, scriptId, user.id);
    const before = await page(path);
    expect(before.text).toContain('<p class="agent-name">Dana Reyes</p>');
    expect(before.text).toContain("Thinking of selling this spring?");
    expect(before.text).toContain("Equal Housing Opportunity");
    await browser.put("/api/user/brand", {
      displayName: "Dana R.",
      brokerage: "",
      phone: "",
      email: "",
      licenseNumber: "",
      licenseState: "",
      equalHousing: false,
      brandColor: "#fde68a",
    });
    const after = await page(path);
    expect(after.text).toContain('<p class="agent-name">Dana R.</p>');
    expect(after.text).not.toContain("Equal Housing Opportunity");
    // A light brand colour gets dark text.
    expect(after.text).toContain('style="background:#fde68a;color:#000000"');
  });

  it("brands a shared video page the same way, with its lead form", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com");
    await browser.put("/api/user/brand", {
      displayName: "Dana Reyes",
      brokerage: "Harbor Realty Group",
      phone: "",
      email: "",
      licenseNumber: "",
      licenseState: "",
      equalHousing: true,
      brandColor: "#0b2545",
    });
    const [video] = await t.db
      .insert(videos)
      .values({
        title: "Market Timing",
        description: "Why waiting rarely pays.",
        category: "Market",
        accessLevel: "spark",
        videoKey: "videos/market-foundation.mp4",
        fallbackKeys: [],
      })
      .returning({ id: videos.id });
    if (!video) throw new Error("no video");
    const s = await signShare(t.deps.config.appSecret, "video", video.id, user.id);
    const { res, text } = await page(`/share/video/${video.id}?s=${s}`);
    expect(res.status).toBe(200);
    expect(text).toContain('<p class="agent-name">Dana Reyes</p>');
    expect(text).toContain("Harbor Realty Group");
    expect(text).toContain('<input type="hidden" name="type" value="video" />');
    expect(text).not.toContain("Get Instant Access");
    const lead = await t
      .client()
      .post("/api/leads", { type: "video", id: video.id, s, name: "Viewer", phone: "555 010 2000", consent: true });
    expect(lead.status).toBe(201);
    expect(await (await browser.get("/api/leads")).json()).toMatchObject([
      { name: "Viewer", source: { type: "video", title: "Market Timing" } },
    ]);
  });

  it("keeps the library's teaser on a bare link, with no member and no lead form", async () => {
    const { text } = await page(`/script/${scriptId}`);
    expect(text).toContain("The full script is part of the member library.");
    expect(text).not.toContain('action="/api/leads"');
    expect(text).not.toContain("agent-name");
  });

  it("shows no lead's details on the public page", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s, path } = await signedLink(t, scriptId, user.id);
    await t.client().post("/api/leads", {
      type: "script",
      id: scriptId,
      s,
      name: "Private Person",
      email: "private@example.com",
      message: "my phone is secret",
      consent: true,
    });
    const { text } = await page(`${path}&lead=sent`);
    expect(text).not.toContain("Private Person");
    expect(text).not.toContain("private@example.com");
  });
});
