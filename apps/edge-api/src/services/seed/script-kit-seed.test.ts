import { join } from "node:path";
import { scriptFileEntry } from "@realty/library/content-schema";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scripts } from "../../db/schema.ts";
import { SCRIPT_KIT_FIXTURE } from "../../testing/script-kit-fixture.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { loadLibraryContent } from "./load-content.ts";
import { applyLibrary } from "./seed.ts";

const CONTENT_DIR = join(import.meta.dirname, "../../../../../content");
const library = loadLibraryContent(CONTENT_DIR);
const [first] = library.scripts;
if (!first) throw new Error("no scripts");
const { kit: _kit, topicKey: _topicKey, leadMagnet: _leadMagnet, ...plain } = first;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("seeding a script's post kit", () => {
  it("accepts a script without kit, topic key or lead magnet (the library part-way through its rewrite)", () => {
    const parsed = scriptFileEntry.parse({ ...plain, language: undefined });
    expect(parsed).toMatchObject({ slug: first.slug, language: "en" });
    expect(parsed.kit).toBeUndefined();
  });

  it("leaves out a kit that breaks its limits, with a warning, and refuses an unknown lead magnet", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bad = { ...SCRIPT_KIT_FIXTURE, beats: ["only one beat"] };
    expect(scriptFileEntry.parse({ ...plain, kit: bad }).kit).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${first.slug}: kit left out \\(beats`)));
    warn.mockRestore();
    expect(scriptFileEntry.safeParse({ ...plain, leadMagnet: "made-up-guide" }).success).toBe(false);
    expect(scriptFileEntry.safeParse({ ...plain, language: "fr" }).success).toBe(false);
  });

  it("stores the kit, topic key, language and lead magnet on the script's row", async () => {
    const withKit = {
      ...plain,
      kit: SCRIPT_KIT_FIXTURE,
      topicKey: "low-down-payment-myth",
      language: "es" as const,
      leadMagnet: "first-time-buyer-checklist" as const,
    };
    await applyLibrary(t.db, { ...library, scripts: [withKit, ...library.scripts.slice(1)] }, new Date());
    const [row] = await t.db.select().from(scripts).where(eq(scripts.slug, first.slug));
    expect(row).toMatchObject({ topicKey: "low-down-payment-myth", language: "es", leadMagnet: "first-time-buyer-checklist" });
    expect(row?.kit).toEqual(SCRIPT_KIT_FIXTURE);
    const [other] = await t.db
      .select()
      .from(scripts)
      .where(eq(scripts.slug, library.scripts[1]?.slug ?? ""));
    expect(other?.language).toBe("en");
  });
});
