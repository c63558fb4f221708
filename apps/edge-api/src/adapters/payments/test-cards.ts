// What Stripe's test card numbers do (https://docs.stripe.com/testing), for the test-mode provider.
// Messages are Stripe's own, so the browser shows the same text in test mode and with Stripe.
import { expiryInFuture, passesLuhn } from "@realty/contracts/card-checks";

export interface CardOutcome {
  ok: boolean;
  code: string;
  message: string;
}

const SUCCEEDS = new Set([
  "4242424242424242", // Visa
  "4000056655665556", // Visa (debit)
  "5555555555554444", // Mastercard
  "2223003122003222", // Mastercard (2-series)
  "5200828282828210", // Mastercard (debit)
  "378282246310005", // American Express
  "6011111111111117", // Discover
]);

const DECLINES: Record<string, Omit<CardOutcome, "ok">> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "lost_card", message: "Your card was declined." },
  "4000000000009979": { code: "stolen_card", message: "Your card was declined." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

// The checks the browser runs before asking, shared so both sides refuse the same cards.
export { expiryInFuture, passesLuhn };

/**
 * Stripe's test numbers succeed or decline as documented; a number that fails Luhn is invalid;
 * any other valid number is refused the way Stripe's test mode refuses a real card.
 */
export function cardOutcome(cardNumber: string, expiry: string, now: Date): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, code: "invalid_number", message: "Your card number is invalid." };
  }
  if (!expiryInFuture(expiry, now)) {
    return { ok: false, code: "invalid_expiry_year", message: "Your card's expiration year is in the past." };
  }
  if (SUCCEEDS.has(digits)) return { ok: true, code: "succeeded", message: "" };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, ...decline };
  return {
    ok: false,
    code: "card_declined",
    message: "Your card was declined. Your request was in test mode, but used a non test card.",
  };
}
