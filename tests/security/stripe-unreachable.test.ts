// Regression guard: with Stripe unreachable, paying answered a bare 500. The adapter now turns any
// failure to reach or use Stripe into UPSTREAM: a 502 whose message tells the buyer no charge was
// made, and nothing is recorded.
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_UNREACHABLE, stripePayments } from "../../apps/edge-api/src/adapters/payments/stripe.ts";
import { paymentOrders, purchases } from "../../apps/edge-api/src/db/schema.ts";
import { createIntent, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { type FakeStripe, startFakeStripe } from "../../apps/edge-api/src/testing/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

/** A local port nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

function stripeAt(apiBase: string, secretKey = "sk_test_fake_key") {
  return stripePayments({ secretKey, publishableKey: "pk_test_fake", webhookSecret: "whsec_test", apiBase });
}

let t: TestApp | undefined;
let fake: FakeStripe | undefined;
afterEach(async () => {
  t?.cleanup();
  await fake?.close().catch(() => undefined);
  t = undefined;
  fake = undefined;
});

describe("Stripe unreachable", () => {
  it("create-payment-intent answers 502 with a message and records no order", async () => {
    t = await createTestApp({ deps: { payments: stripeAt(`http://127.0.0.1:${await closedPort()}`) } });
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const res = await browser.post("/api/create-payment-intent", { ...person, registrationToken: token, plan: "spark" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: PROVIDER_UNREACHABLE });
    expect(await t.db.select().from(paymentOrders)).toHaveLength(0);
  });

  it("confirm-payment answers 502 with a message and fulfils nothing", async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ deps: { payments: stripeAt(fake.apiBase, fake.secretKey) } });
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    await fake.close();
    fake = undefined;
    const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: PROVIDER_UNREACHABLE });
    expect(await t.db.select().from(purchases)).toHaveLength(0);
  });
});
