import { describe, expect, it } from "vitest";
import { cardOutcome, expiryInFuture, passesLuhn } from "./test-cards.ts";

const NOW = new Date("2026-01-15T12:00:00Z");

describe("test-mode card numbers (Stripe's documented test cards)", () => {
  it("4242 4242 4242 4242 succeeds, with or without spaces", () => {
    expect(cardOutcome("4242 4242 4242 4242", "12 / 34", NOW).ok).toBe(true);
    expect(cardOutcome("4242424242424242", "01/26", NOW).ok).toBe(true);
  });

  it("4000 0000 0000 0002 declines with Stripe's message", () => {
    expect(cardOutcome("4000 0000 0000 0002", "12 / 34", NOW)).toEqual({
      ok: false,
      code: "card_declined",
      message: "Your card was declined.",
    });
  });

  it.each([
    ["4000000000009995", "Your card has insufficient funds."],
    ["4000000000000069", "Your card has expired."],
    ["4000000000000127", "Your card's security code is incorrect."],
  ])("%s declines with %s", (number, message) => {
    expect(cardOutcome(number, "12 / 34", NOW)).toMatchObject({ ok: false, message });
  });

  it("a number failing the checksum is invalid; a real-looking number is refused in test mode", () => {
    expect(cardOutcome("4242 4242 4242 4241", "12 / 34", NOW).message).toBe("Your card number is invalid.");
    expect(cardOutcome("4111 1111 1111 1111", "12 / 34", NOW).message).toMatch(/used a non test card/);
  });

  it("an expiry in the past is refused", () => {
    expect(cardOutcome("4242424242424242", "12 / 25", NOW).message).toBe("Your card's expiration year is in the past.");
    expect(expiryInFuture("01 / 26", NOW)).toBe(true);
    expect(expiryInFuture("13 / 30", NOW)).toBe(false);
  });

  it("Luhn accepts the test numbers and rejects a changed digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("378282246310005")).toBe(true);
    expect(passesLuhn("4242424242424243")).toBe(false);
  });
});
