// Signed share links on the Worker: the link a member gets opens the whole script for a visitor and
// records the visit in D1; a tampered link or a member who lost access opens only the teaser.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, users, videos } from "../db/schema.ts";
import { browserAs } from "./fixtures.ts";
import { shareLink, sparkScript, visit } from "./share-and-leads.ts";
import { client, workerDb } from "./worker-client.ts";

const TEASER_NOTE = "The full script is part of the member library.";

/** Words from past the 100-character teaser, which only the whole script shows. */
function laterWords(content: string): string {
  const words = content.slice(120).match(/[A-Za-z][A-Za-z ]{24,}[A-Za-z]/);
  if (!words) throw new Error("no plain run of words past the teaser");
  return words[0];
}

async function shareVisits(scriptId: number): Promise<number> {
  const rows = await workerDb()
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, "share_visit"), sql`json_extract(${analyticsEvents.properties}, '$.id') = ${scriptId}`));
  return rows.length;
}

describe("signed share links on the Worker", () => {
  it("open the whole script for a visitor and record one share visit", async () => {
    const script = await sparkScript();
    const { browser } = await browserAs("spark");
    const { path } = await shareLink(browser, "script", script.id);
    const before = await shareVisits(script.id);
    const res = await visit(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain(laterWords(script.content));
    expect(page).not.toContain(TEASER_NOTE);
    expect(await shareVisits(script.id)).toBe(before + 1);
  });

  it("show only the teaser, and count no visit, when the signature is tampered with", async () => {
    const script = await sparkScript();
    const { browser } = await browserAs("spark");
    const { s } = await shareLink(browser, "script", script.id);
    const forged = s.replace(/\.(.)/, (_m, ch: string) => `.${ch === "A" ? "B" : "A"}`);
    const before = await shareVisits(script.id);
    const page = await (await visit(`/script/${script.id}?s=${encodeURIComponent(forged)}`)).text();
    expect(page).toContain(TEASER_NOTE);
    expect(page).not.toContain(laterWords(script.content));
    expect(await shareVisits(script.id)).toBe(before);
  });

  it("stop opening the script once the member who made them loses access", async () => {
    const script = await sparkScript();
    const { browser, user } = await browserAs("spark");
    const { path } = await shareLink(browser, "script", script.id);
    expect(await (await visit(path)).text()).toContain(laterWords(script.content));
    await workerDb().update(users).set({ accessLevel: "none", accessGrant: null }).where(eq(users.id, user.id));
    const after = await visit(path);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(laterWords(script.content));
  });

  it("are refused for an item the member cannot open (403), a visitor (401), an unknown item (404) and another type (400)", async () => {
    const script = await sparkScript();
    const { browser } = await browserAs("spark");
    const [locked] = await workerDb().select({ id: videos.id }).from(videos).where(eq(videos.accessLevel, "domination")).limit(1);
    if (!locked) throw new Error("the seeded library has no Domination video");
    expect((await browser.get(`/api/share-links?type=video&id=${locked.id}`)).status).toBe(403);
    expect((await client().get(`/api/share-links?type=script&id=${script.id}`)).status).toBe(401);
    expect((await browser.get("/api/share-links?type=script&id=999999")).status).toBe(404);
    expect((await browser.get(`/api/share-links?type=post&id=${script.id}`)).status).toBe(400);
  });
});
