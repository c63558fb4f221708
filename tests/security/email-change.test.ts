// Regression guard (e-mail change): the e-mail could be changed with no password, so a stolen session
// moved the account to the thief's address (and its reset links with it). Now a new e-mail needs
// the current password, the old address is told, and other sessions and reset links end.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../apps/edge-api/src/db/schema.ts";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { mailsTo, member, registerMember, userByEmail, whoAmI } from "./account-kit.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, passwordChange: { limit: 3, windowMs: 60_000 } } } });
});
afterEach(() => t.cleanup());

const moveTo = (currentPassword?: string) => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: "thief@evil.example",
  ...(currentPassword === undefined ? {} : { currentPassword }),
});

describe("changing the e-mail", () => {
  it("is refused without the current password, or with a wrong one, changing nothing", async () => {
    const stolen = await registerMember(t);
    const none = await stolen.put("/api/user/profile", moveTo());
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ errors: { currentPassword: "Enter your current password to change your email." } });
    const wrong = await stolen.put("/api/user/profile", moveTo("not-the-password"));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { currentPassword: "Current password is incorrect" } });
    expect(await userByEmail(t, member.email)).toBeDefined();
    expect(await mailsTo(t, member.email)).toHaveLength(0);
  });

  it("with the password: changes it, tells the old address, ends other sessions and reset links", async () => {
    const laptop = await registerMember(t);
    const phone = t.client();
    await phone.post("/api/auth/login", { email: member.email, password: member.password });
    await t.client().post("/api/auth/forgot-password", { email: member.email });
    const res = await laptop.put("/api/user/profile", { ...moveTo(member.password), email: "mia.new@example.com" });
    expect(res.status).toBe(200);
    expect(await whoAmI(laptop)).toMatchObject({ email: "mia.new@example.com" });
    expect(await whoAmI(phone)).toBeNull();
    const notice = (await mailsTo(t, member.email)).find((m) => m.subject.includes("e-mail address was changed"));
    expect(notice?.text).toContain("mia.new@example.com");
    const user = await userByEmail(t, "mia.new@example.com");
    const live = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user?.id ?? 0));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
  });

  it("names alone change without the password", async () => {
    const browser = await registerMember(t);
    const res = await browser.put("/api/user/profile", { firstName: "Mina", lastName: "Member", email: member.email });
    expect(res.status).toBe(200);
  });

  it("limits password guesses made through the e-mail change", async () => {
    const stolen = await registerMember(t);
    for (let i = 0; i < 3; i++) expect((await stolen.put("/api/user/profile", moveTo(`guess-${i}-pw`))).status).toBe(400);
    expect((await stolen.put("/api/user/profile", moveTo(member.password))).status).toBe(429);
    expect(await userByEmail(t, member.email)).toBeDefined();
  });
});
