// Helpers for the lead tests: a script to share, a member's signed link, and the page's form post.
import { scripts } from "../db/schema.ts";
import { signShare } from "../services/share/signing.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

export const SCRIPT_TEXT = "Thinking of selling this spring?\n\nHere is what buyers in our area ask first.\n\nDM me 'SPRING'.";

export async function addScript(t: TestApp, accessLevel = "spark"): Promise<number> {
  const [row] = await t.db
    .insert(scripts)
    .values({ title: "Spring Sellers", content: SCRIPT_TEXT, category: "seller", accessLevel })
    .returning({ id: scripts.id });
  if (!row) throw new Error("no script");
  return row.id;
}

export async function signedLink(t: TestApp, scriptId: number, memberId: number) {
  const s = await signShare(t.deps.config.appSecret, "script", scriptId, memberId);
  return { s, path: `/script/${scriptId}?s=${encodeURIComponent(s)}` };
}

/** What a visitor's browser sends when the lead form is submitted (no JavaScript). */
export function postLeadForm(t: TestApp, fields: Record<string, string>) {
  return t.app.request(`${TEST_ORIGIN}/api/leads`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: TEST_ORIGIN,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
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
