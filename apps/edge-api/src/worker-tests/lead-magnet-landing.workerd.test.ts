// A lead magnet's landing page on the Worker, against D1 and R2: the member's link opens the page,
// a visitor's request is stored as the member's lead and e-mailed a link, and the link brings the
// PDF drawn in the Worker.
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, mailOutbox, scripts } from "../db/schema.ts";
import { browserAs } from "./fixtures.ts";
import { client, ORIGIN, workerDb } from "./worker-client.ts";

describe("a lead magnet's landing page on the Worker", () => {
  it("takes a visitor's request, stores the lead and serves the PDF from the e-mailed link", async () => {
    const db = workerDb();
    const { browser, user } = await browserAs("domination");
    const [script] = await db
      .select({ leadMagnet: scripts.leadMagnet })
      .from(scripts)
      .where(and(isNotNull(scripts.leadMagnet), eq(scripts.published, true)))
      .limit(1);
    const slug = script?.leadMagnet ?? "";
    const linkRes = await browser.get(`/api/lead-magnets/${slug}/landing-link`);
    expect(linkRes.status, await linkRes.clone().text()).toBe(200);
    const url = new URL(((await linkRes.json()) as { url: string }).url);
    const page = await client().get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/api/lead-magnets/request"');

    const visitor = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const s = url.searchParams.get("s") ?? "";
    const sent = await client().post("/api/lead-magnets/request", {
      slug,
      s,
      name: "Jamie Buyer",
      email: visitor,
      consent: true,
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const [lead] = await db.select().from(leads).where(eq(leads.email, visitor));
    expect(lead).toMatchObject({ userId: user.id, itemType: "lead-magnet", leadMagnet: slug });

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, visitor));
    const fileLink = mail?.links[0] ?? "";
    expect(fileLink.startsWith(`${ORIGIN}/guide/${slug}/file?t=`)).toBe(true);
    const file = await client().get(fileLink.slice(ORIGIN.length));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});
