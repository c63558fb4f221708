// Regression guard (the limit): PUT /api/user/password hashed on every call with no limit, so a stolen
// session could guess the current password without end (and starve the server). Now it is limited
// per client address and per account, before any hashing.
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { member, registerMember } from "./account-kit.ts";

let t: TestApp;
afterEach(() => t.cleanup());

const LIMIT = { ...DEFAULT_RATE_LIMITS, passwordChange: { limit: 4, windowMs: 15 * 60_000 } };

describe("PUT /api/user/password", () => {
  it("stops guessing the current password after the limit, even with the right one", async () => {
    t = await createTestApp({ config: { rateLimits: LIMIT } });
    const stolen = await registerMember(t);
    for (let i = 0; i < 4; i++) {
      const guess = await stolen.put("/api/user/password", { currentPassword: `guess-${i}`, newPassword: "attacker-pass-1" });
      expect(guess.status).toBe(400);
    }
    const right = await stolen.put("/api/user/password", { currentPassword: member.password, newPassword: "attacker-pass-1" });
    expect(right.status).toBe(429);
    // Later the budget is back.
    t.advance(15 * 60_000 + 1);
    const later = await stolen.put("/api/user/password", { currentPassword: member.password, newPassword: "owner-new-pass-1" });
    expect(later.status).toBe(200);
  });

  it("counts per account, so guesses spread over many addresses still run out", async () => {
    let address = 0;
    t = await createTestApp({ config: { rateLimits: LIMIT }, deps: { clientAddress: () => `10.1.0.${++address}` } });
    const stolen = await registerMember(t);
    for (let i = 0; i < 4; i++) {
      expect((await stolen.put("/api/user/password", { currentPassword: `guess-${i}`, newPassword: "x-pass-long" })).status).toBe(
        400,
      );
    }
    expect(
      (await stolen.put("/api/user/password", { currentPassword: member.password, newPassword: "x-pass-long" })).status,
    ).toBe(429);
  });
});
