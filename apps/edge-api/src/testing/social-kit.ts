// Test helpers for the social hub: the test app wired to the sandbox or to the real providers
// pointed at the local fake networks, a signed-in member, and the browser's walk through OAuth.
import type { Platform } from "@realty/contracts/social";
import { eq } from "drizzle-orm";
import { createSocialPort } from "../adapters/social/social-port.ts";
import { users } from "../db/schema.ts";
import { FAKE_CLIENT, type FakeSocial } from "./fake-social.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The real Facebook, LinkedIn and X adapters, talking to the fake networks at `fake.base`. */
export function liveSocialPort(fake: FakeSocial, now: () => Date) {
  const base = fake.base;
  return createSocialPort({
    sandbox: false,
    facebook: { ...FAKE_CLIENT, authBase: base, graphBase: base },
    linkedin: { ...FAKE_CLIENT, authBase: base, apiBase: base },
    twitter: { ...FAKE_CLIENT, authBase: base, apiBase: base },
    now,
  });
}

/** The test app with live providers against `fake`, or the sandbox when no fake is given. */
export async function socialTestApp(fake?: FakeSocial, options: { sandbox?: boolean } = {}): Promise<TestApp> {
  let clock = () => new Date();
  const now = () => clock();
  const social = fake
    ? liveSocialPort(fake, now)
    : options.sandbox === false
      ? createSocialPort({ sandbox: false, now })
      : undefined;
  const t = await createTestApp(social ? { deps: { social } } : {});
  clock = t.deps.now;
  return t;
}

/** A signed-in member; the hub publishes for a paid plan, so the member holds `level` (an admin's grant). */
export async function signedInMember(t: TestApp, firstName = "Sam", level = "domination") {
  const browser = t.client();
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await browser.post("/api/auth/register", { firstName, lastName: "Agent", email, password: "long-password-1" });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: number } };
  const grant = level === "none" ? null : level;
  await t.db.update(users).set({ accessLevel: level, accessGrant: grant }).where(eq(users.id, body.user.id));
  return { browser, userId: body.user.id };
}

type Browser = ReturnType<TestApp["client"]>;

/**
 * What a browser does after the hub opens /api/auth/{platform}: follow the redirect to the network
 * (the fake consents at once) and back to our callback. Answers the callback response.
 */
export async function walkOAuth(browser: Browser, platform: Platform): Promise<{ authorizeUrl: URL; callback: Response }> {
  const start = await browser.get(`/api/auth/${platform}`);
  if (start.status !== 302) throw new Error(`connect answered ${start.status}: ${await start.text()}`);
  const authorizeUrl = new URL(start.headers.get("location") ?? "");
  let back = authorizeUrl;
  if (authorizeUrl.pathname !== `/api/auth/${platform}/callback`) {
    const consent = await fetch(authorizeUrl, { redirect: "manual" });
    back = new URL(consent.headers.get("location") ?? "");
  }
  const callback = await browser.get(`${back.pathname}${back.search}`);
  return { authorizeUrl, callback };
}
