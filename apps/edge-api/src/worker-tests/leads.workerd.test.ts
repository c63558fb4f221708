// The share page's lead form and the Leads tab on the Worker: each lead is one D1 row for the member
// whose link it came through, refused forms store nothing, and the member's leads go with the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, leads, mailOutbox } from "../db/schema.ts";
import { freshAddress } from "./addresses.ts";
import { browserAs } from "./fixtures.ts";
import { postLeadForm, shareLink, sparkScript, visitorFields } from "./share-and-leads.ts";
import { workerDb } from "./worker-client.ts";

const leadsOf = (userId: number) => workerDb().select().from(leads).where(eq(leads.userId, userId));

/** A Spark member, a seeded script and the member's signed link to it. */
async function memberWithLink() {
  const member = await browserAs("spark");
  const script = await sparkScript();
  const link = await shareLink(member.browser, "script", script.id);
  return { ...member, script, ...link };
}

describe("POST /api/leads on the Worker", () => {
  it("stores one lead for the member whose link it is, e-mails them and sends the visitor back", async () => {
    const { user, script, s, path } = await memberWithLink();
    const res = await postLeadForm(visitorFields(script.id, s));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&lead=sent#lead-form`);
    const stored = await leadsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      itemType: "script",
      itemId: script.id,
      name: "Jamie Buyer",
      email: "jamie@example.com",
      status: "new",
    });
    const mail = await workerDb().select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail.map((m) => m.subject)).toContain("New lead: Jamie Buyer");
  });

  it("stores nothing when the honeypot is filled, and answers as if it worked", async () => {
    const { user, script, s, path } = await memberWithLink();
    const res = await postLeadForm(visitorFields(script.id, s, { website: "http://spam.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&lead=sent#lead-form`);
    expect(await leadsOf(user.id)).toHaveLength(0);
  });

  it("refuses a form with no way to reply with a 400 page that says why, storing nothing", async () => {
    const { user, script, s } = await memberWithLink();
    const res = await postLeadForm(visitorFields(script.id, s, { email: "", phone: "" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please give an email address or a phone number so the agent can reach you.");
    expect(await leadsOf(user.id)).toHaveLength(0);
  });

  it("stores nothing for a forged signature or another script's id", async () => {
    const { user, script, s } = await memberWithLink();
    const forged = s.replace(/\.(.)/, (_m, ch: string) => `.${ch === "A" ? "B" : "A"}`);
    expect((await postLeadForm(visitorFields(script.id, forged))).status).toBe(404);
    expect((await postLeadForm(visitorFields(script.id + 1, s))).status).toBe(404);
    expect(await leadsOf(user.id)).toHaveLength(0);
  });

  it("holds the per-address limit: five forms from one address, the sixth refused with 429", async () => {
    const { user, script, s } = await memberWithLink();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await postLeadForm(visitorFields(script.id, s), address)).status).toBe(303);
    expect((await postLeadForm(visitorFields(script.id, s), address)).status).toBe(429);
    expect(await leadsOf(user.id)).toHaveLength(5);
    // Another address still gets through.
    expect((await postLeadForm(visitorFields(script.id, s))).status).toBe(303);
  });
});

describe("the Leads tab on the Worker", () => {
  it("updates, exports with formulas defused and archives the member's own lead, and no one else's", async () => {
    const { browser, user, script, s } = await memberWithLink();
    await postLeadForm(visitorFields(script.id, s, { name: '=HYPERLINK("http://x")' }));
    const [lead] = await leadsOf(user.id);
    if (!lead) throw new Error("no lead stored");
    const { browser: other } = await browserAs("spark");
    expect((await other.call("PATCH", `/api/leads/${lead.id}`, { status: "closed" })).status).toBe(404);
    expect((await other.del(`/api/leads/${lead.id}`)).status).toBe(404);
    expect(await (await other.get("/api/leads")).json()).toEqual([]);

    const updated = await browser.call("PATCH", `/api/leads/${lead.id}`, { status: "contacted", notes: "Called Tuesday" });
    expect(updated.status).toBe(200);
    const csv = await browser.get("/api/leads/export.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://x"")",jamie@example.com`);
    expect(text).toContain("contacted,Called Tuesday");
    // Deleting archives the row in one batch with its audit row: the visitor's details are wiped, the
    // list no longer shows it, and the guarantee still counts that a lead was captured.
    expect((await browser.del(`/api/leads/${lead.id}`)).status).toBe(200);
    const [archived] = await leadsOf(user.id);
    expect(archived).toMatchObject({ name: "(deleted)", email: null, message: "" });
    expect(archived?.archivedAt).toBeTruthy();
    expect(await (await browser.get("/api/leads")).json()).toEqual([]);
    const audit = await workerDb().select().from(auditLog).where(eq(auditLog.action, "lead.archived"));
    expect(audit.filter((a) => a.targetId === String(lead.id))).toHaveLength(1);
  });

  it("the member's leads go with the account (a D1 foreign-key cascade)", async () => {
    const { user, script, s } = await memberWithLink();
    await postLeadForm(visitorFields(script.id, s));
    expect(await leadsOf(user.id)).toHaveLength(1);
    const { browser: admin } = await browserAs("none", "admin");
    const deleted = await admin.del(`/api/admin/users/${user.id}`);
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await leadsOf(user.id)).toHaveLength(0);
  });
});
