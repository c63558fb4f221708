// An analytics hit on the Worker costs one D1 statement (the insert checks the flood limit itself).
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countD1Queries } from "../lib/d1-query-counter.ts";
import worker from "../worker.ts";

describe("POST /api/analytics on D1", () => {
  it("writes each hit with one statement", async () => {
    const counted = countD1Queries(env.DB);
    const isolateEnv = { ...env, DB: counted.binding };
    const hit = () =>
      worker.fetch(
        new Request("http://localhost/api/analytics", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": "192.0.2.44" },
          body: JSON.stringify({ event: "page_view", properties: { page: "/pricing" } }),
        }),
        isolateEnv,
        createExecutionContext(),
      );
    expect((await hit()).status).toBe(204);
    const before = counted.used();
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(204);
    expect(counted.used() - before).toBe(5);
  });
});
