// Helpers for the lead-magnet landing page tests: a script that promises a guide, the visitor's
// form post, and the mail the visitor receives.
import { eq } from "drizzle-orm";
import { mailOutbox, scripts } from "../db/schema.ts";
import { bumpCatalogueVersion } from "../services/settings/catalogue-version.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

export const GUIDE = "first-time-buyer-checklist";
export const GUIDE_TITLE = "First-Time Buyer Checklist";

/** A published Spark script whose call to action promises the guide. */
export async function addGuideScript(t: TestApp, accessLevel = "spark"): Promise<number> {
  const [row] = await t.db
    .insert(scripts)
    .values({
      title: "First Home Steps",
      content: "Buying your first home?\n\nComment 'CHECKLIST' and I'll send it.",
      category: "buyer",
      accessLevel,
      leadMagnet: GUIDE,
    })
    .returning({ id: scripts.id });
  if (!row) throw new Error("no script");
  await bumpCatalogueVersion(t.db, t.deps.now());
  return row.id;
}

export function visitorRequest(s: string, extra: Record<string, string> = {}) {
  return { slug: GUIDE, s, name: "Jamie Buyer", email: "jamie@example.com", consent: "on", website: "", ...extra };
}

/** What a visitor's browser sends when the landing page's form is submitted (no JavaScript). */
export function postGuideForm(t: TestApp, fields: Record<string, string>) {
  return t.app.request(`${TEST_ORIGIN}/api/lead-magnets/request`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export async function mailTo(t: TestApp, to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}
