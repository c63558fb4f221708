// What both payment providers answer to a refund the payment cannot take. Apart from
// stripe-refunds.ts so the test mode shares them without pulling the Stripe SDK into every Worker
// start (the SDK loads with the first Stripe call: apps/edge-api/src/cli/deploy/build-worker.ts).
export const REFUND_TOO_LARGE = "This payment has less left to refund than that amount.";
export const NOT_CHARGED = "This payment was not charged, so it cannot be refunded.";
