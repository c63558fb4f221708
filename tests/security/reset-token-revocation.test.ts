// Regression guard (reset tokens): an older reset link stayed valid after a newer one was issued or
// used. Now issuing a token ends the older ones, and using one ends every other.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { mailsTo, member, registerMember } from "./account-kit.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function resetTokens(): Promise<string[]> {
  const links = (await mailsTo(t, member.email)).flatMap((m) => m.links);
  return links.map((l) => new URL(l).searchParams.get("token") ?? "");
}

const isValid = async (token: string) =>
  ((await (await t.client().get(`/api/validate-reset-token/${token}`)).json()) as { valid: boolean }).valid;

describe("reset links", () => {
  it("a newer link ends the older one", async () => {
    await registerMember(t);
    await t.client().post("/api/auth/forgot-password", { email: member.email });
    await t.client().post("/api/auth/forgot-password", { email: member.email });
    const [older = "", newer = ""] = await resetTokens();
    expect(await isValid(older)).toBe(false);
    expect(await isValid(newer)).toBe(true);
    const res = await t.client().post("/api/reset-password", { token: older, newPassword: "from-old-link-1" });
    expect(res.status).toBe(400);
  });

  it("using a link ends every link of the account, and the password change too", async () => {
    await registerMember(t);
    await t.client().post("/api/auth/forgot-password", { email: member.email });
    const [token = ""] = await resetTokens();
    expect((await t.client().post("/api/reset-password", { token, newPassword: "after-reset-1" })).status).toBe(200);
    expect(await isValid(token)).toBe(false);

    // A link mailed before a password change cannot undo the change.
    const browser = t.client();
    await browser.post("/api/auth/login", { email: member.email, password: "after-reset-1" });
    await t.client().post("/api/auth/forgot-password", { email: member.email });
    const [, pending = ""] = await resetTokens();
    expect(await isValid(pending)).toBe(true);
    expect(
      (await browser.put("/api/user/password", { currentPassword: "after-reset-1", newPassword: "changed-after-1" })).status,
    ).toBe(200);
    expect(await isValid(pending)).toBe(false);
  });
});
