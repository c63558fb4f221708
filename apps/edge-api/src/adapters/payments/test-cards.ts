// What Stripe's test card numbers do (https://docs.stripe.com/testing), for the test-mode provider.
// Messages are Stripe's own, so the browser shows the same text in test mode and with Stripe.

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

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Whether MM / YY is this month or later. */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

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
