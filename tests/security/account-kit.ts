// Helpers for the account-takeover tests: accounts, e-mails read from the local outbox
// table, and the passwordless paid accounts that older versions left behind.
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox, users } from "../../apps/edge-api/src/db/schema.ts";
import type { TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

export type Browser = ReturnType<TestApp["client"]>;

export const member = { firstName: "Mia", lastName: "Member", email: "mia@example.com", password: "mia-password-1" };

/** Registers `person` in a fresh browser, which ends up signed in. */
export async function registerMember(t: TestApp, person = member): Promise<Browser> {
  const browser = t.client();
  const res = await browser.post("/api/auth/register", person);
  expect(res.status, await res.clone().text()).toBe(201);
  return browser;
}

export async function mailsTo(t: TestApp, to: string) {
  const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return rows.filter((m) => m.to === to);
}

/** The token of the newest mailed link to `to` whose path is `path`. */
export async function mailedToken(t: TestApp, to: string, path: "/reset-password" | "/set-password"): Promise<string> {
  const links = (await mailsTo(t, to)).flatMap((m) => m.links).filter((l) => new URL(l).pathname === path);
  const token = new URL(links.at(-1) ?? "http://none/").searchParams.get("token");
  if (!token) throw new Error(`no ${path} mail to ${to}`);
  return token;
}

/**
 * A paid account without a password, as a demo account that bought or that an admin raised used
 * to be: the old code made these, and `POST /api/login` with the e-mail opened them.
 */
export async function legacyPasswordlessBuyer(t: TestApp, email = "paid@example.com") {
  const [user] = await t.db
    .insert(users)
    .values({ email, firstName: "Paige", lastName: "Paid", isDemo: true, accessLevel: "domination" })
    .returning();
  if (!user) throw new Error("insert failed");
  return user;
}

export async function userByEmail(t: TestApp, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function whoAmI(browser: Browser) {
  const res = await browser.get("/api/auth/user");
  return res.status === 200 ? ((await res.json()) as { id: number; email: string; accessLevel: string; isDemo: boolean }) : null;
}
