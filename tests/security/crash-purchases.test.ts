// Money survives a crash: 200 purchases through the real Node entry, killed with SIGKILL five times
// on the way, each buyer retrying what was cut off, as a browser does. No purchase is lost or
// doubled, and every receipt is either delivered or still in the outbox to be sent (the outbox row
// is written in the same batch as the purchase), and the outbox sends what it holds after a restart.
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../tools/free-port.ts";
import { type FakeMailApi, type Running, startEntry, startFakeMailApi, tempDataDir } from "./node-entry.ts";

const PURCHASES = 200;
const AT_ONCE = 8;
const CRASHES = 5;
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

const data = tempDataDir();
let mail: FakeMailApi | undefined;
let server: Running | undefined;
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  data.remove();
});

async function start(port: number) {
  if (!mail) throw new Error("no mail API");
  server = await startEntry({
    PORT: String(port),
    DATA_DIR: data.dir,
    MAIL_API_URL: mail.url,
    MAIL_API_KEY: "mail-key",
    MAIL_FROM: "hello@realty.example",
    // Two hundred sign-ups from one address: the per-address limits are not what is tested here.
    RATE_LIMIT_MULTIPLIER: "1000",
  });
  return server;
}

/** One buyer's checkout, step by step; a step cut off by a crash is retried once the server is back. */
async function buy(index: number, base: () => string): Promise<void> {
  const person = {
    firstName: "Crash",
    lastName: `Buyer${index}`,
    email: `crash-${index}@example.com`,
    password: "open-house-2026",
  };
  const post = async (path: string, body: unknown) => {
    for (;;) {
      const res = await fetch(`${base()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base() },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (res && res.status < 500) return (await res.json()) as Record<string, unknown>;
      // The server is down or restarting: try the same step again, as the member app does.
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const prepared = await post("/api/prepare-payment", { ...person, plan: "spark" });
  const token = String(prepared.registrationToken);
  const intent = await post("/api/create-payment-intent", {
    ...person,
    registrationToken: token,
    plan: "spark",
    isUpgrade: false,
    discountCode: null,
  });
  await post("/api/test-payments/confirm", { clientSecret: intent.clientSecret, ...CARD });
  const confirmed = await post("/api/confirm-payment", {
    paymentIntentId: intent.paymentIntentId,
    userId: null,
    registrationToken: token,
  });
  if (confirmed.success !== true) throw new Error(`purchase ${index} not confirmed: ${JSON.stringify(confirmed)}`);
}

describe("kill -9 during 200 purchases", () => {
  it("loses and doubles no purchase and no receipt", { timeout: 600_000 }, async () => {
    mail = await startFakeMailApi();
    let port = await freePort();
    await start(port);
    const base = () => `http://127.0.0.1:${port}`;

    let done = 0;
    const queue = Array.from({ length: PURCHASES }, (_, i) => i);
    const workers = Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        await buy(next, base);
        done++;
      }
    });
    // Crash at evenly spaced points of the run, then start again on the same data folder.
    const crashes = (async () => {
      for (let n = 1; n <= CRASHES; n++) {
        while (done < (PURCHASES * n) / (CRASHES + 1)) await new Promise((r) => setTimeout(r, 50));
        await server?.crash();
        port = await freePort();
        await start(port);
      }
    })();
    await Promise.all([...workers, crashes]);
    await server?.stop();

    const db = createClient({ url: `file:${data.dir}/app.db` });
    const purchases = await db.execute(
      "select u.email, count(p.id) as n from users u join purchases p on p.user_id = u.id where u.email like 'crash-%' group by u.email",
    );
    expect(purchases.rows).toHaveLength(PURCHASES);
    expect(purchases.rows.every((row) => Number(row.n) === 1)).toBe(true);
    const receipts = await db.execute(
      "select count(*) as n, sum(sent_at is null) as waiting from notice_outbox where kind = 'receipt'",
    );
    expect(Number(receipts.rows[0]?.n)).toBe(PURCHASES);
    const delivered = new Set(mail.sent.filter((m) => /receipt/i.test(m.body.subject)).flatMap((m) => m.body.to));
    const waiting = await db.execute(
      "select u.email from notice_outbox n join payment_orders o on o.id = n.ref_id join users u on u.id = o.user_id where n.kind = 'receipt' and n.sent_at is null",
    );
    // Every buyer's receipt was delivered, or is still in the outbox for the next run.
    for (let i = 0; i < PURCHASES; i++) {
      const email = `crash-${i}@example.com`;
      expect(delivered.has(email) || waiting.rows.some((row) => row.email === email), email).toBe(true);
    }
    db.close();

    // A restart sends what the outbox holds that no sender had claimed when the process died.
    await start(await freePort());
    const unclaimed = await createClient({ url: `file:${data.dir}/app.db` }).execute(
      "select count(*) as n from notice_outbox where kind = 'receipt' and sent_at is null and claimed_at is null",
    );
    if (Number(unclaimed.rows[0]?.n) > 0) {
      await expect
        .poll(
          async () =>
            Number(
              (
                await createClient({ url: `file:${data.dir}/app.db` }).execute(
                  "select count(*) as n from notice_outbox where kind = 'receipt' and sent_at is null and claimed_at is null",
                )
              ).rows[0]?.n,
            ),
          { timeout: 120_000, interval: 1_000 },
        )
        .toBe(0);
    }
  });
});
