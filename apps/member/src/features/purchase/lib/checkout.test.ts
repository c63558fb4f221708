import type { CurrentUser } from "@realty/contracts/auth";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { baseCents, checkoutMode } from "./checkout-mode.ts";
import { paymentMessage } from "./payment-message.ts";

function member(accessLevel: string, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    firstName: "Dana",
    lastName: "Realtor",
    email: "dana@example.com",
    role: "user",
    isAdmin: false,
    accessLevel,
    isDemo: false,
    hasPassword: true,
    defaultLocation: null,
    defaultSpecialty: null,
    defaultPersonality: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

describe("checkoutMode", () => {
  it("upgrade mode needs both ?upgrade= and ?from= naming tiers", () => {
    expect(checkoutMode("?upgrade=domination&from=sampler", null).upgradeLink).toEqual({ plan: "domination", from: "sampler" });
    expect(checkoutMode("?upgrade=domination", null).upgradeLink).toBeNull();
    expect(checkoutMode("?upgrade=gold&from=sampler", null).upgradeLink).toBeNull();
  });

  it("a signed-in Sampler member is an upgrader paying the difference", () => {
    const mode = checkoutMode("?upgrade=domination&from=sampler", member("sampler"));
    expect(mode).toMatchObject({ upgrader: true, from: "sampler" });
    expect(baseCents("domination", mode)).toBe(3000);
  });

  it("a visitor with an upgrade link pays full price for a new account", () => {
    const mode = checkoutMode("?upgrade=domination&from=sampler", null);
    expect(mode).toMatchObject({ upgrader: false, member: null, from: "none" });
    expect(baseCents("domination", mode)).toBe(9900);
  });

  it("a demo account without a password buys like a visitor", () => {
    const mode = checkoutMode("", member("none", { isDemo: true, hasPassword: false }));
    expect(mode.member).toBeNull();
  });

  it("a member without a plan buys at full price without upgrade mode", () => {
    const mode = checkoutMode("", member("none"));
    expect(mode).toMatchObject({ upgrader: false, from: "none" });
    expect(baseCents("spark", mode)).toBe(7900);
  });
});

describe("paymentMessage (part 2 §8)", () => {
  it("shows the provider's message", () => {
    const declined = new ApiError(402, '{"message":"Your card was declined."}', { message: "Your card was declined." });
    expect(paymentMessage(declined)).toBe("Your card was declined.");
    expect(paymentMessage(new Error("Your card has insufficient funds."))).toBe("Your card has insufficient funds.");
  });

  it("turns 'No such payment_intent' into the expired-session message", () => {
    const missing = new ApiError(404, "", { message: "No such payment_intent: 'pi_123'" });
    expect(paymentMessage(missing)).toBe("Payment session expired. Please try again with a fresh payment.");
  });

  it("falls back to the generic message", () => {
    expect(paymentMessage(new ApiError(500, "Internal", undefined))).toBe("There was an error processing your payment.");
    expect(paymentMessage(undefined)).toBe("There was an error processing your payment.");
  });
});
