import { describe, expect, it } from "vitest";
import { codeStatus } from "./code-status.ts";

const NOW = new Date("2026-11-27T12:00:00Z");
const code = { isActive: true, expiresAt: null, maxUses: null, usesSoFar: 0 };

describe("a discount code's status", () => {
  it("says Expired, not Active, once the expiry has passed", () => {
    expect(codeStatus({ ...code, expiresAt: "2026-11-01T00:00:00Z" }, NOW)).toBe("Expired");
  });
  it("says Used up when every use is spent", () => {
    expect(codeStatus({ ...code, maxUses: 3, usesSoFar: 3 }, NOW)).toBe("Used up");
  });
  it("says Active or Inactive from the switch otherwise", () => {
    expect(codeStatus({ ...code, expiresAt: "2026-12-31T00:00:00Z", maxUses: 3, usesSoFar: 2 }, NOW)).toBe("Active");
    expect(codeStatus({ ...code, isActive: false }, NOW)).toBe("Inactive");
  });
});
