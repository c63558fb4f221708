// GET /api/scripts/:id/lead-magnet against a seeded library on a libSQL file, real HTTP through Hono.
import { LEAD_MAGNETS } from "@realty/library/lead-magnets";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfiles, scripts, users } from "../../db/schema.ts";
import { pdfPageCount, pdfText } from "../../services/lead-magnets/pdf-text-extract.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const TITLE = LEAD_MAGNETS.find((m) => m.slug === "wire-fraud-safety-checklist")?.title ?? "";
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);

let t: TestApp;
let open: number;
let openWithout: number;
let locked: number;
let spanish: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const rows = await t.db.select().from(scripts).orderBy(asc(scripts.sortOrder));
  const [first, second, third] = rows;
  const last = rows.at(-1);
  if (!first || !second || !third || !last) throw new Error("no scripts");
  [open, openWithout, locked, spanish] = [first.id, second.id, last.id, third.id];
  await t.db
    .update(scripts)
    .set({ leadMagnet: "first-time-buyer-checklist", language: "es", accessLevel: first.accessLevel })
    .where(eq(scripts.id, spanish));
  await t.db.update(scripts).set({ leadMagnet: "wire-fraud-safety-checklist" }).where(eq(scripts.id, open));
  await t.db.update(scripts).set({ leadMagnet: null }).where(eq(scripts.id, openWithout));
  await t.db.update(scripts).set({ leadMagnet: "moving-checklist" }).where(eq(scripts.id, locked));
  await bumpCatalogueVersion(t.db, new Date());
});
afterAll(() => t.cleanup());

async function samplerMember(firstName: string, lastName: string) {
  const browser = t.client();
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await browser.post("/api/auth/register", { firstName, lastName, email, password: "long-enough-pw" });
  expect(res.status).toBe(201);
  await t.db.update(users).set({ accessLevel: "sampler" }).where(eq(users.email, email));
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("no user");
  return { browser, user, email };
}

describe("GET /api/scripts/:id/lead-magnet", () => {
  it("downloads the promised checklist as a PDF with a cover, the member's brand and a readable file name", async () => {
    const { browser } = await samplerMember("Jane", "Doe");
    const brand = await browser.put("/api/user/brand", {
      displayName: "Jane Doe",
      brokerage: "Harbor & Pine Realty",
      phone: "(555) 123-4567",
      email: "jane@harborandpine.example",
      licenseNumber: "SA-0123456",
      licenseState: "TX",
      equalHousing: true,
      brandColor: "#1d4ed8",
    });
    expect(brand.status).toBe(200);
    const res = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="wire-fraud-safety-checklist-jane-doe.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pages = await pdfPageCount(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    const text = await pdfText(bytes);
    for (const part of [
      TITLE,
      "Jane Doe",
      "Harbor & Pine Realty",
      "(555) 123-4567",
      "License #SA-0123456 (TX)",
      "EQUAL HOUSING",
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it("downloads a Spanish script's guide in its Spanish edition", async () => {
    const { browser } = await samplerMember("Luz", "Garza");
    const res = await browser.get(`/api/scripts/${spanish}/lead-magnet`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="first-time-buyer-checklist-es-luz-garza.pdf"');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Lista para comprar tu primera casa");
    expect(text).toContain("Tu siguiente paso");
    expect(text).not.toContain("First-Time Buyer Checklist");
  });

  it("puts the member's photo on the sheet, read through the media port", async () => {
    const { browser, user } = await samplerMember("Ana", "Photo");
    const key = `brand/${user.id}/0123456789abcdef01234567.png`;
    await t.deps.media.put(key, PNG, "image/png");
    await t.db.insert(brandProfiles).values({ userId: user.id, displayName: "Ana Photo", photoKey: key, equalHousing: true });
    const bytes = new Uint8Array(await (await browser.get(`/api/scripts/${open}/lead-magnet`)).arrayBuffer());
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    expect(await pdfText(bytes)).toContain("Ana Photo");
  });

  it("uses the account's name without a brand profile", async () => {
    const { browser, email } = await samplerMember("Sam", "Rivera");
    const res = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Sam Rivera");
    expect(text).toContain(email);
  });

  it("answers 403 for a locked script, 404 for a script without one, 401 signed out, 400 for a bad id", async () => {
    const { browser } = await samplerMember("Lee", "Locked");
    const lockedRes = await browser.get(`/api/scripts/${locked}/lead-magnet`);
    expect(lockedRes.status).toBe(403);
    expect(((await lockedRes.json()) as { message: string }).message).toMatch(/upgrade/i);
    const none = await browser.get(`/api/scripts/${openWithout}/lead-magnet`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/no checklist/i);
    expect((await browser.get("/api/scripts/999999/lead-magnet")).status).toBe(404);
    expect((await browser.get("/api/scripts/nope/lead-magnet")).status).toBe(400);
    expect((await t.client().get(`/api/scripts/${open}/lead-magnet`)).status).toBe(401);
  });
});
