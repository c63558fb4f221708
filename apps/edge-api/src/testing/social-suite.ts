// The setup the social hub's suites share (providers contract, scheduler, managed queue): the fake
// networks start once per file, and every test gets a fresh app wired to the real adapters against
// them, with the fakes' records cleared.
import type { Platform } from "@realty/contracts/social";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type FakeSocial, startFakeSocial } from "./fake-social.ts";
import { signedInMember, socialTestApp, walkOAuth } from "./social-kit.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Registers the file's hooks; `use` hands each test's fake networks and app to the file's own
 * variables (vitest runs hooks before each test, so a value returned here would be stale).
 */
export function useSocialTestApp(use: (current: { fake: FakeSocial; t: TestApp }) => void): void {
  let fake: FakeSocial | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeSocial();
  });
  afterAll(() => fake?.close());
  beforeEach(async () => {
    if (!fake) throw new Error("the fake networks did not start");
    t = await socialTestApp(fake);
    fake.reset();
    use({ fake, t });
  });
  afterEach(() => t?.cleanup());
}

/** A signed-in member who has connected each of `platforms` through the OAuth walk. */
export async function memberWith(t: TestApp, ...platforms: Platform[]) {
  const member = await signedInMember(t);
  for (const platform of platforms) await walkOAuth(member.browser, platform);
  return member;
}
