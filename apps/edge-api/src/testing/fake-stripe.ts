// A local HTTP fake of the Stripe endpoints our adapter uses, so the real `stripe` SDK can be
// contract-tested without reaching the internet. It follows Stripe's documented shapes: form-encoded
// requests, Bearer auth, `{ error: { type, code, message } }` failures, the $0.50 USD minimum, and
// server-side confirmation with test payment methods (pm_card_visa, pm_card_chargeDeclined).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string; type: string } | null;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  reason: string | null;
  created: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  headers: IncomingMessage["headers"];
}

const DECLINING_METHODS: Record<string, { code: string; message: string }> = {
  pm_card_chargeDeclined: { code: "card_declined", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: { code: "card_declined", message: "Your card has insufficient funds." },
};

/** Flattens Stripe's form encoding: metadata[plan]=x becomes { "metadata[plan]": "x" }. */
function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(raw))));
    req.on("error", reject);
  });
}

function nested(body: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, code: string, message: string, extra = {}) {
  send(res, status, { error: { type, code, message, ...extra } });
}

export async function startFakeStripe(secretKey = "sk_test_fake_key") {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeRequest[] = [];
  const idempotent = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const refundKeys = new Map<string, FakeRefund>();

  /** POST /v1/refunds and GET /v1/refunds?payment_intent=: Stripe's Refunds API for one charge per intent. */
  function handleRefunds(req: IncomingMessage, res: ServerResponse, body: Record<string, string>) {
    if (req.method === "GET") {
      const intentId = new URL(req.url ?? "/", "http://fake").searchParams.get("payment_intent");
      const data = refunds.filter((r) => !intentId || r.payment_intent === intentId).reverse();
      return send(res, 200, { object: "list", url: "/v1/refunds", has_more: false, data });
    }
    const key = req.headers["idempotency-key"];
    const replay = typeof key === "string" ? refundKeys.get(key) : undefined;
    if (replay) return send(res, 200, replay);
    const intent = intents.get(body.payment_intent ?? "");
    if (!intent) {
      return stripeError(
        res,
        404,
        "invalid_request_error",
        "resource_missing",
        `No such payment_intent: '${body.payment_intent}'`,
      );
    }
    if (intent.status !== "succeeded") {
      return stripeError(
        res,
        400,
        "invalid_request_error",
        "charge_not_refundable",
        "This PaymentIntent has no successful charge to refund.",
      );
    }
    const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount ? Number(body.amount) : intent.amount - already;
    if (already >= intent.amount) {
      return stripeError(res, 400, "invalid_request_error", "charge_already_refunded", "Charge has already been refunded.");
    }
    if (!Number.isInteger(amount) || amount <= 0 || already + amount > intent.amount) {
      return stripeError(
        res,
        400,
        "invalid_request_error",
        "amount_too_large",
        "Refund amount is greater than unrefunded amount on charge.",
        {
          param: "amount",
        },
      );
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
      reason: body.reason ?? null,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    if (typeof key === "string") refundKeys.set(key, refund);
    return send(res, 200, refund);
  }

  /**
   * Stripe.js confirms in the browser with the publishable key and the intent's client secret in
   * the form body, instead of the secret key.
   */
  function confirmsWithClientSecret(method: string | undefined, path: string, body: Record<string, string>): boolean {
    const id = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)?.[1];
    const intent = id ? intents.get(id) : undefined;
    return method === "POST" && Boolean(body.key?.startsWith("pk_test_")) && body.client_secret === intent?.client_secret;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const body = req.method === "POST" ? await readForm(req) : {};
    requests.push({ method: req.method ?? "GET", path, body, headers: req.headers });
    if (req.headers.authorization !== `Bearer ${secretKey}` && !confirmsWithClientSecret(req.method, path, body)) {
      return stripeError(res, 401, "invalid_request_error", "api_key_invalid", "Invalid API Key provided");
    }
    if (path === "/v1/refunds") return handleRefunds(req, res, body);
    if (req.method === "POST" && path === "/v1/payment_intents") {
      const key = req.headers["idempotency-key"];
      const replay = typeof key === "string" ? idempotent.get(key) : undefined;
      if (replay) return send(res, 200, replay);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(res, 400, "invalid_request_error", "amount_too_small", "Amount must be at least $0.50 usd", {
          param: "amount",
        });
      }
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount,
        currency: body.currency ?? "usd",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        metadata: nested(body, "metadata"),
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      if (typeof key === "string") idempotent.set(key, intent);
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match || !intent) {
      const id = match?.[1] ?? "";
      return stripeError(res, 404, "invalid_request_error", "resource_missing", `No such payment_intent: '${id}'`, {
        param: "intent",
      });
    }
    if (req.method === "GET" && !match[2]) return send(res, 200, intent);
    if (req.method === "POST" && match[2]) {
      const decline = DECLINING_METHODS[body.payment_method ?? ""];
      if (decline) {
        intent.status = "requires_payment_method";
        intent.last_payment_error = { ...decline, type: "card_error" };
        return stripeError(res, 402, "card_error", decline.code, decline.message, { payment_intent: intent });
      }
      intent.status = "succeeded";
      intent.last_payment_error = null;
      return send(res, 200, intent);
    }
    return stripeError(res, 404, "invalid_request_error", "resource_missing", "Unrecognized request URL");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: { type: "api_error", message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    secretKey,
    apiBase: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** A webhook body as Stripe sends it for an intent's current state. */
    eventPayload(intentId: string, type = "payment_intent.succeeded"): string {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      return JSON.stringify({
        id: `evt_${randomBytes(12).toString("hex")}`,
        object: "event",
        api_version: "2025-01-27",
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: intent },
      });
    },
    refunds,
    /** charge.refunded as Stripe sends it: the Charge (without its refunds list, as since 2022-11-15). */
    chargeRefundedPayload(intentId: string): string {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const refunded = refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
      return JSON.stringify({
        id: `evt_${randomBytes(12).toString("hex")}`,
        object: "event",
        api_version: "2025-01-27",
        created: Math.floor(Date.now() / 1000),
        type: "charge.refunded",
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: {
          object: {
            id: `ch_${intentId.slice(3)}`,
            object: "charge",
            amount: intent.amount,
            amount_refunded: refunded,
            currency: intent.currency,
            payment_intent: intentId,
            refunded: refunded >= intent.amount,
            status: "succeeded",
          },
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
