// A lead magnet's landing page against a libSQL file, real HTTP through Hono: the member's link,
// the page, the visitor's request (stored as the member's lead, the PDF link e-mailed), the link
// itself, and every refusal storing and sending nothing.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads, users } from "../../db/schema.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { addGuideScript, GUIDE, GUIDE_TITLE, mailTo, postGuideForm, visitorRequest } from "../../testing/landing-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addGuideScript(t);
});
afterEach(() => t.cleanup());

/** A Spark member's landing page link for the guide: its path and its signature. */
async function memberLink(email = "agent@example.com", accessLevel = "spark") {
  const { browser, user } = await signedInMember(t, email, accessLevel);
  const res = await browser.get(`/api/lead-magnets/${GUIDE}/landing-link`);
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { url: string }).url);
  return { browser, user, path: `${url.pathname}${url.search}`, s: url.searchParams.get("s") ?? "" };
}

async function nothingStored() {
  expect(await t.db.select().from(leads)).toHaveLength(0);
  expect(await mailTo(t, "jamie@example.com")).toHaveLength(0);
}

describe("the member's landing page link", () => {
  it("is on the share domain, under the guide's own path", async () => {
    const { path, s } = await memberLink();
    expect(path).toBe(`/guide/${GUIDE}?s=${encodeURIComponent(s)}`);
  });

  it("is refused for a guide no script in the member's plan offers, and for an unknown guide", async () => {
    const { browser } = await signedInMember(t, "sampler@example.com", "sampler");
    const locked = await browser.get(`/api/lead-magnets/${GUIDE}/landing-link`);
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Upgrade your plan/);
    const unknown = await browser.get("/api/lead-magnets/no-such-guide/landing-link");
    expect(unknown.status).toBe(400);
    expect(
      await t
        .client()
        .get(`/api/lead-magnets/${GUIDE}/landing-link`)
        .then((r) => r.status),
    ).toBe(401);
  });
});

describe("GET /guide/:slug (the landing page)", () => {
  it("shows the guide in the member's name with a form for name, email and consent", async () => {
    const { path } = await memberLink();
    const res = await t.app.request(`${TEST_ORIGIN}${path}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<h1>${GUIDE_TITLE}</h1>`);
    expect(page).toContain("Dana Reyes");
    expect(page).toContain('action="/api/lead-magnets/request"');
    expect(page).toContain("I agree that Dana Reyes may email me this guide and contact me");
    expect(page).toContain('name="website"');
  });

  it("opens nothing for a forged signature, another guide's signature or a member who lost access", async () => {
    const { path, s, user } = await memberLink();
    const forged = await t.app.request(`${TEST_ORIGIN}/guide/${GUIDE}?s=${user.id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(404);
    const otherGuide = await t.app.request(`${TEST_ORIGIN}/guide/moving-checklist?s=${encodeURIComponent(s)}`);
    expect(otherGuide.status).toBe(404);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    expect((await t.app.request(`${TEST_ORIGIN}${path}`)).status).toBe(404);
  });
});

describe("POST /api/lead-magnets/request", () => {
  it("stores the visitor as the member's lead from the guide and e-mails them a link to the PDF", async () => {
    const { browser, path, s, user } = await memberLink();
    const res = await postGuideForm(t, visitorRequest(s));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&sent=1#guide-form`);
    const sent = await t.app.request(`${TEST_ORIGIN}${path}&sent=1`);
    expect(await sent.text()).toContain("Check your inbox");

    const stored = await t.db.select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: user.id,
      itemType: "lead-magnet",
      itemTitle: GUIDE_TITLE,
      leadMagnet: GUIDE,
      name: "Jamie Buyer",
      email: "jamie@example.com",
      consentText: "I agree that Dana Reyes may email me this guide and contact me by email, phone or text about my inquiry.",
    });
    const list = (await (await browser.get("/api/leads")).json()) as { source: unknown }[];
    expect(list[0]?.source).toEqual({ type: "lead-magnet", id: 0, title: GUIDE_TITLE, leadMagnet: GUIDE });

    const [guideMail] = await mailTo(t, "jamie@example.com");
    expect(guideMail?.subject).toBe(`Your ${GUIDE_TITLE} from Dana Reyes`);
    const link = guideMail?.links[0] ?? "";
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/guide/${GUIDE}/file\\?t=`));
    const file = await t.app.request(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${GUIDE}-dana-reyes.pdf"`);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const memberMail = (await mailTo(t, "agent@example.com")).find((m) => m.subject === "New lead: Jamie Buyer");
    expect(memberMail?.text).toContain(`asked for your "${GUIDE_TITLE}"`);
  });

  it("refuses a request without an email, with a bad email or without consent, storing and sending nothing", async () => {
    const { s } = await memberLink();
    const cases: [Record<string, string>, string][] = [
      [{ email: "" }, "Please enter your email address so we can send you the guide."],
      [{ email: "not-an-address" }, "Please enter a valid email address."],
      [{ consent: "" }, "Please tick the box to agree to be contacted."],
      [{ name: "J" }, "Please enter your name."],
    ];
    for (const [extra, message] of cases) {
      const res = await postGuideForm(t, visitorRequest(s, extra));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const json = await t.client().post("/api/lead-magnets/request", { slug: GUIDE, s, name: "Jamie", consent: true });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      errors: { email: "Please enter your email address so we can send you the guide." },
    });
    await nothingStored();
  });

  it("refuses an unknown guide, a forged link and a member who lost access, storing and sending nothing", async () => {
    const { s, user } = await memberLink();
    expect((await postGuideForm(t, visitorRequest(s, { slug: "no-such-guide" }))).status).toBe(400);
    expect((await postGuideForm(t, visitorRequest(`${user.id}.AAAAAAAAAAAAAAAAAAAAAA`))).status).toBe(404);
    expect((await postGuideForm(t, visitorRequest(s, { slug: "moving-checklist" }))).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    const revoked = await postGuideForm(t, visitorRequest(s));
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toContain("This guide is no longer available from this page.");
    await nothingStored();
  });

  it("stores nothing when the honeypot is filled, and answers as if it worked", async () => {
    const { s, path } = await memberLink();
    const res = await postGuideForm(t, visitorRequest(s, { website: "http://spam.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&sent=1#guide-form`);
    await nothingStored();
  });

  it("limits requests per address", async () => {
    const { s } = await memberLink();
    const { limit } = t.deps.config.rateLimits.lead;
    for (let i = 0; i < limit; i++) {
      expect((await postGuideForm(t, visitorRequest(s, { email: `v${i}@example.com` }))).status).toBe(303);
    }
    expect((await postGuideForm(t, visitorRequest(s, { email: "late@example.com" }))).status).toBe(429);
    expect(await mailTo(t, "late@example.com")).toHaveLength(0);
  });
});

describe("GET /guide/:slug/file (the e-mailed link)", () => {
  async function requestedLink() {
    const member = await memberLink();
    await postGuideForm(t, visitorRequest(member.s));
    const [mail] = await mailTo(t, "jamie@example.com");
    return { ...member, link: mail?.links[0] ?? "" };
  }

  it("expires after seven days", async () => {
    const { link } = await requestedLink();
    t.advance(7 * 86_400_000 + 1000);
    const res = await t.app.request(link);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This download link has expired.");
  });

  it("stops working when the member deletes the lead or loses access, and refuses a tampered link", async () => {
    const { link, browser, user } = await requestedLink();
    expect((await t.app.request(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(404);
    expect((await t.app.request(link.replace(`/guide/${GUIDE}/`, "/guide/moving-checklist/"))).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    expect((await t.app.request(link)).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.id, user.id));
    expect((await t.app.request(link)).status).toBe(200);
    const [lead] = await t.db.select({ id: leads.id }).from(leads);
    expect((await browser.del(`/api/leads/${lead?.id}`)).status).toBe(200);
    expect((await t.app.request(link)).status).toBe(404);
  });
});
