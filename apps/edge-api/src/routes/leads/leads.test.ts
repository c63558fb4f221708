import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, mailOutbox, users } from "../../db/schema.ts";
import { leadCountsByScript } from "../../services/leads/leads.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { postLeadForm, signedLink, visitorFields } from "../../testing/leads-testing.ts";
import { scriptShareEachTest } from "../../testing/script-share-each-test.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let scriptId: number;
scriptShareEachTest((f) => {
  t = f.t;
  scriptId = f.scriptId;
});

type LeadRow = { id: number; name: string; email: string | null; status: string; notes: string; source: { title: string } };

describe("POST /api/leads (the share page's form)", () => {
  it("stores one lead per submission for the member whose link it is, e-mails them and redirects back", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com");
    const { s, path } = await signedLink(t, scriptId, user.id);

    const res = await postLeadForm(t, visitorFields(scriptId, s));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&lead=sent#lead-form`);
    const stored = await t.db.select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: user.id,
      itemType: "script",
      itemId: scriptId,
      itemTitle: "Spring Sellers",
      name: "Jamie Buyer",
      email: "jamie@example.com",
      phone: null,
      status: "new",
      consentText: "I agree that Dana Reyes may contact me by email, phone or text about my inquiry.",
    });

    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "agent@example.com"));
    const leadMail = mail.find((m) => m.subject === "New lead: Jamie Buyer");
    expect(leadMail?.text).toContain("We want to sell in April.");
    expect(leadMail?.text).toContain("Email: jamie@example.com");
    expect(leadMail?.links).toEqual(["http://localhost/dashboard/leads"]);

    await postLeadForm(t, visitorFields(scriptId, s, { name: "Sam Seller", email: "", phone: "(555) 010-2000" }));
    const list = (await (await browser.get("/api/leads")).json()) as LeadRow[];
    expect(list.map((l) => l.name)).toEqual(["Sam Seller", "Jamie Buyer"]);
    // Page visits are not leads: only the two form submissions count for the script.
    await t.app.request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0" } });
    expect(await leadCountsByScript(t.db)).toEqual(new Map([[scriptId, 2]]));
  });

  it("answers a JSON client with JSON", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s } = await signedLink(t, scriptId, user.id);
    const res = await t.client().post("/api/leads", { ...visitorFields(scriptId, s), consent: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: "Thank you! Your message was sent." });
    expect(await t.db.select().from(leads)).toHaveLength(1);
  });

  it("stores nothing when the honeypot is filled, and answers as if it worked", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s, path } = await signedLink(t, scriptId, user.id);
    const res = await postLeadForm(t, visitorFields(scriptId, s, { website: "http://spam.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&lead=sent#lead-form`);
    expect(await t.db.select().from(leads)).toHaveLength(0);
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.subject.startsWith("New lead"))).toHaveLength(0);
  });

  it("refuses a form without a way to reply or without consent, with a page that says why", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s, path } = await signedLink(t, scriptId, user.id);
    const noContact = await postLeadForm(t, visitorFields(scriptId, s, { email: "", phone: "" }));
    expect(noContact.status).toBe(400);
    const page = await noContact.text();
    expect(page).toContain("Please give an email address or a phone number so the agent can reach you.");
    expect(page).toContain(`href="${path}#lead-form"`);
    const { consent: _omit, ...withoutConsent } = visitorFields(scriptId, s);
    const noConsent = await postLeadForm(t, withoutConsent);
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toContain("Please tick the box to agree to be contacted.");
    const badEmail = await t.client().post("/api/leads", { ...visitorFields(scriptId, s), email: "nope" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ errors: { email: "Please enter a valid email address." } });
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });

  it("stores nothing for a forged link, a link of a member who lost access, or an unknown page", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s } = await signedLink(t, scriptId, user.id);
    const forged = s.replace(/\.(.)/, (_m, ch: string) => `.${ch === "A" ? "B" : "A"}`);
    expect((await postLeadForm(t, visitorFields(scriptId, forged))).status).toBe(404);
    expect((await postLeadForm(t, visitorFields(scriptId, `${user.id + 1}${s.slice(s.indexOf("."))}`))).status).toBe(404);
    expect((await postLeadForm(t, visitorFields(scriptId + 99, s))).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    const revoked = await postLeadForm(t, visitorFields(scriptId, s));
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toContain("This page can no longer take messages.");
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });

  it("holds the lead rate limit per address", async () => {
    const { user } = await signedInMember(t, "agent@example.com");
    const { s } = await signedLink(t, scriptId, user.id);
    const { limit } = t.deps.config.rateLimits.lead;
    for (let i = 0; i < limit; i++) expect((await postLeadForm(t, visitorFields(scriptId, s))).status).toBe(303);
    const over = await postLeadForm(t, visitorFields(scriptId, s));
    expect(over.status).toBe(429);
    expect(await t.db.select().from(leads)).toHaveLength(limit);
  });
});

describe("the Leads tab's API", () => {
  async function twoMembersWithALead() {
    const owner = await signedInMember(t, "agent@example.com");
    const other = await signedInMember(t, "other@example.com");
    const { s } = await signedLink(t, scriptId, owner.user.id);
    await postLeadForm(t, visitorFields(scriptId, s, { name: '=HYPERLINK("http://x")', message: 'Say "hi",\nplease' }));
    const [lead] = await t.db.select().from(leads);
    if (!lead) throw new Error("no lead");
    return { owner, other, leadId: lead.id };
  }

  it("lets the member update status and notes, export CSV and delete", async () => {
    const { owner, leadId } = await twoMembersWithALead();
    const res = await t.app.request(`http://localhost/api/leads/${leadId}`, {
      method: "PATCH",
      headers: { cookie: owner.browser.cookie, "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ status: "contacted", notes: "Called Tuesday" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: leadId, status: "contacted", notes: "Called Tuesday" });
    const bad = await t.app.request(`http://localhost/api/leads/${leadId}`, {
      method: "PATCH",
      headers: { cookie: owner.browser.cookie, "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ status: "won" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Status must be new, contacted or closed." });

    const csv = await owner.browser.get("/api/leads/export.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="leads-2026-01-15.csv"');
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("Received,Name,Email,Phone,Message,Status,Notes,Page type,Page");
    // Formula-looking cells are defused; quotes and line breaks are quoted.
    expect(text).toContain(
      `"'=HYPERLINK(""http://x"")",jamie@example.com,,"Say ""hi"",\nplease",contacted,Called Tuesday,script,Spring Sellers`,
    );

    expect((await owner.browser.del(`/api/leads/${leadId}`)).status).toBe(200);
    expect(await (await owner.browser.get("/api/leads")).json()).toEqual([]);
  });

  it("never shows, changes or deletes another member's lead", async () => {
    const { other, leadId } = await twoMembersWithALead();
    expect(await (await other.browser.get("/api/leads")).json()).toEqual([]);
    expect(await (await other.browser.get("/api/leads/export.csv")).text()).not.toContain("HYPERLINK");
    const patch = await t.app.request(`http://localhost/api/leads/${leadId}`, {
      method: "PATCH",
      headers: { cookie: other.browser.cookie, "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ status: "closed" }),
    });
    expect(patch.status).toBe(404);
    expect((await other.browser.del(`/api/leads/${leadId}`)).status).toBe(404);
    expect(await t.db.select().from(leads)).toMatchObject([{ id: leadId, status: "new" }]);
    expect((await t.client().get("/api/leads")).status).toBe(401);
  });

  it("deletes the member's leads with the account", async () => {
    const { owner } = await twoMembersWithALead();
    await t.db.delete(users).where(eq(users.id, owner.user.id));
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });
});
