// A seeded script a Spark member may share, the member's signed link to it, and the share page's
// lead form as a browser without JavaScript posts it, for the share and lead suites on the Worker.
import { SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { scripts } from "../db/schema.ts";
import { freshAddress } from "./addresses.ts";
import { ORIGIN, type WorkerBrowser, workerDb } from "./worker-client.ts";

export async function sparkScript(): Promise<{ id: number; title: string; content: string }> {
  const [script] = await workerDb()
    .select({ id: scripts.id, title: scripts.title, content: scripts.content })
    .from(scripts)
    .where(and(eq(scripts.accessLevel, "spark"), eq(scripts.language, "en")))
    .limit(1);
  if (!script) throw new Error("the seeded library has no Spark script");
  return script;
}

/** The member's signed link, as GET /api/share-links answers it: the path with its `s` signature. */
export async function shareLink(member: WorkerBrowser, type: "script" | "video", id: number) {
  const res = await member.get(`/api/share-links?type=${type}&id=${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const url = new URL(((await res.json()) as { url: string }).url);
  return { path: url.pathname + url.search, s: url.searchParams.get("s") ?? "" };
}

export function visitorFields(scriptId: number, s: string, extra: Record<string, string> = {}) {
  return {
    type: "script",
    id: String(scriptId),
    s,
    name: "Jamie Buyer",
    email: "jamie@example.com",
    phone: "",
    message: "We want to sell in April. Can we talk?",
    consent: "on",
    website: "",
    ...extra,
  };
}

/** The form post of a visitor's browser: urlencoded, from the page's own origin, redirects not followed. */
export function postLeadForm(fields: Record<string, string>, address = freshAddress()) {
  return SELF.fetch(`${ORIGIN}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": address },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  }) as unknown as Promise<Response>;
}

/** A visitor opening a page in a browser (a link-preview crawler is not counted as a visit). */
export function visit(path: string) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    headers: { "user-agent": "Mozilla/5.0", "cf-connecting-ip": freshAddress() },
  }) as unknown as Promise<Response>;
}
