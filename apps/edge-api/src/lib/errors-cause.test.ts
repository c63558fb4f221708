// A provider's own error travels as the AppError's cause: the person reads only the message, the
// log gets the cause under the request's id (app.onError), with no console call in the adapter.
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { AppError } from "./errors.ts";

let t: TestApp;
afterEach(() => {
  vi.restoreAllMocks();
  t.cleanup();
});

describe("an upstream error with a cause", () => {
  it("answers the message only and logs the cause beside the request id", async () => {
    t = await createTestApp();
    const secret = new Error("No such payment_intent: pi_123 on account acct_SECRET");
    const probe = new Hono<AppEnv>().get("/probe/upstream", () => {
      throw new AppError("UPSTREAM", "We could not reach the payment provider.").withCause(secret);
    });
    t.app.route("/api", probe);
    const lines: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args));

    const res = await t.client().get("/api/probe/upstream", { "x-request-id": "req-cause-1" });
    expect(res.status).toBe(502);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ message: "We could not reach the payment provider." });
    expect(body).not.toContain("acct_SECRET");
    expect(lines).toEqual([["[req-cause-1] GET /api/probe/upstream: UPSTREAM", secret]]);
  });

  it("logs nothing for a refusal the person caused", async () => {
    t = await createTestApp();
    const probe = new Hono<AppEnv>().get("/probe/refused", () => {
      throw new AppError("BAD_REQUEST", "Not like that.").withCause(new Error("detail"));
    });
    t.app.route("/api", probe);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await t.client().get("/api/probe/refused")).status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
  });
});
