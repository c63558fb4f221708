// GET /api/scripts/:id/lead-magnet: the PDF cached per brand in the media store, the member's
// download budget, and WebP headshots converted for the sheet.
import { createCanvas } from "@napi-rs/canvas";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_JOB_TOO_SLOW, threadMediaWork } from "../../adapters/media-work/thread-media-work.ts";
import { canvasPostImages } from "../../adapters/post-images/canvas-post-images.ts";
import { brandProfiles, postImageFiles, scripts, users } from "../../db/schema.ts";
import { DEFAULT_RATE_LIMITS } from "../../lib/app-config.ts";
import { pdfText } from "../../services/lead-magnets/pdf-text-extract.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { blankPng } from "../../testing/image-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const BUDGET = 3;
let t: TestApp;
let open: number;

beforeEach(async () => {
  t = await createTestApp({
    seed: true,
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, leadMagnet: { limit: BUDGET, windowMs: 60 * 60_000 } } },
    deps: { postImages: canvasPostImages },
  });
  const [first] = await t.db.select().from(scripts).orderBy(asc(scripts.sortOrder)).limit(1);
  if (!first) throw new Error("no scripts");
  open = first.id;
  await t.db.update(scripts).set({ leadMagnet: "wire-fraud-safety-checklist" }).where(eq(scripts.id, open));
  await bumpCatalogueVersion(t.db, new Date());
});
afterEach(() => t.cleanup());

async function samplerMember(firstName: string) {
  const browser = t.client();
  const email = `${firstName.toLowerCase()}@example.com`;
  const res = await browser.post("/api/auth/register", { firstName, lastName: "Agent", email, password: "long-enough-pw" });
  expect(res.status).toBe(201);
  const [user] = await t.db.update(users).set({ accessLevel: "sampler" }).where(eq(users.email, email)).returning();
  if (!user) throw new Error("no user");
  return { browser, user };
}

const storedKeys = async (userId: number) =>
  (await t.db.select().from(postImageFiles).where(eq(postImageFiles.userId, userId))).map((f) => f.key);

describe("lead-magnet PDF cache", () => {
  it("serves the stored PDF for the same brand and makes a new one, removing the old, when the brand changes", async () => {
    const { browser, user } = await samplerMember("Cara");
    const first = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(first.status).toBe(200);
    const [key] = await storedKeys(user.id);
    expect(key).toMatch(new RegExp(`^lead-magnets/${user.id}/wire-fraud-safety-checklist-[0-9a-f]{16}\\.pdf$`));
    // Replace the stored file: a cache hit answers its bytes, not a new render.
    const marker = new TextEncoder().encode("%PDF-1.7 cached");
    await t.deps.media.put(key ?? "", marker, "application/pdf");
    const second = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(marker);

    const saved = await browser.put("/api/user/brand", {
      displayName: "Cara Agent",
      brokerage: "Harbor & Pine Realty",
      phone: "(555) 010-2030",
      email: "cara@harborandpine.example",
      licenseNumber: "SA-0123456",
      licenseState: "TX",
      equalHousing: true,
      brandColor: "#1d4ed8",
    });
    expect(saved.status).toBe(200);
    const third = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(await pdfText(new Uint8Array(await third.arrayBuffer()))).toContain("(555) 010-2030");
    const keys = await storedKeys(user.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(key);
    expect(await t.deps.media.head(key ?? "")).toBeNull();
  });

  it("limits each member's downloads, not everyone's", async () => {
    const { browser } = await samplerMember("Dana");
    for (let i = 0; i < BUDGET; i++) expect((await browser.get(`/api/scripts/${open}/lead-magnet`)).status).toBe(200);
    const over = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/too many/i);
    const { browser: other } = await samplerMember("Eli");
    expect((await other.get(`/api/scripts/${open}/lead-magnet`)).status).toBe(200);
    // Signed out is a 401 and spends nobody's budget.
    expect((await t.client().get(`/api/scripts/${open}/lead-magnet`)).status).toBe(401);
  });

  it("puts a WebP headshot on the sheet, converted to PNG", async () => {
    const { browser, user } = await samplerMember("Fay");
    const canvas = createCanvas(64, 64);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#1d4ed8";
    ctx.fillRect(0, 0, 64, 64);
    const key = `brand/${user.id}/00112233445566778899aabb.webp`;
    await t.deps.media.put(key, new Uint8Array(await canvas.encode("webp")), "image/webp");
    await t.db.insert(brandProfiles).values({ userId: user.id, displayName: "Fay Agent", photoKey: key, equalHousing: true });
    const res = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });

  it("leaves out a stored photo over the size bounds instead of decoding it, and the PDF is still made", async () => {
    const { browser, user } = await samplerMember("Gus");
    // A photo stored before uploads were bounded: the header says 10000 x 10000.
    const key = `brand/${user.id}/00112233445566778899aabc.png`;
    await t.deps.media.put(key, blankPng(10_000, 10_000), "image/png");
    await t.db.insert(brandProfiles).values({ userId: user.id, displayName: "Gus Agent", photoKey: key, equalHousing: true });
    const started = performance.now();
    const res = await browser.get(`/api/scripts/${open}/lead-magnet`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("fails a PDF over the time limit with a clear 503 and serves other requests meanwhile", async () => {
    const slow = threadMediaWork({ threads: 1, timeoutMs: 1 });
    const app = await createTestApp({ seed: true, deps: { mediaWork: slow } });
    try {
      await app.db.update(scripts).set({ leadMagnet: "wire-fraud-safety-checklist" }).where(eq(scripts.id, open));
      await bumpCatalogueVersion(app.db, new Date());
      const browser = app.client();
      await browser.post("/api/auth/register", {
        firstName: "Hal",
        lastName: "Agent",
        email: "hal@example.com",
        password: "long-enough-pw",
      });
      await app.db.update(users).set({ accessLevel: "sampler" }).where(eq(users.email, "hal@example.com"));
      const res = await browser.get(`/api/scripts/${open}/lead-magnet`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: MEDIA_JOB_TOO_SLOW });
      expect((await app.client().get("/api/health")).status).toBe(200);
    } finally {
      await slow.close();
      app.cleanup();
    }
  });
});
