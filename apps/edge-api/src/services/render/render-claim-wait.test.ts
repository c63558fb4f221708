// An idle render service: its claims wait longer and longer for work (up to a minute), and a
// member's end card queued meanwhile wakes the waiting claim at once, over real HTTP.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { endCardProfile } from "./branded-download.ts";
import { requestEndCard } from "./end-card-jobs.ts";
import { IDLE_WAIT_MAX_S, nextIdleWaitS, processNextEndCard, runRenderService } from "./render-service-loop.ts";

const TOKEN = "render-service-token-for-the-wait-test-0123";
let t: TestApp;
let server: ReturnType<typeof serve>;
let baseUrl = "";
let userId = 0;
const claims: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { renderServiceToken: TOKEN } });
  const now = t.deps.now();
  const [user] = await t.db
    .insert(users)
    .values({ email: "card@example.com", firstName: "Card", lastName: "Maker", createdAt: now, updatedAt: now })
    .returning();
  if (!user) throw new Error("no user");
  userId = user.id;
  server = serve({
    fetch: (req) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith("/claim")) claims.push(url.search);
      return t.app.fetch(req);
    },
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.cleanup();
});

const options = () => ({ baseUrl, token: TOKEN, render: t.deps.render as never, log: () => {} });

async function queueCard(key: string) {
  const profile = await endCardProfile(t.db, { id: userId, firstName: "Card", lastName: "Maker", email: "card@example.com" });
  return requestEndCard(t.db, { key, userId, renderKey: "rk", rendition: "portrait", profile, music: true }, t.deps.now());
}

describe("the render service's idle claims", () => {
  it("back off from 2 s, doubling, to a minute, and start over after work", () => {
    const waits: number[] = [];
    let w = 0;
    for (let i = 0; i < 8; i++) {
      w = nextIdleWaitS(w);
      waits.push(w);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(IDLE_WAIT_MAX_S).toBe(60);
  });

  it("a waiting claim answers 204 when its wait ends with nothing queued", async () => {
    const started = performance.now();
    expect(await processNextEndCard(options(), 1)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("a card queued while a claim waits wakes it at once", async () => {
    const started = performance.now();
    // The claim would wait a minute; the member asks for a card a moment later.
    const claim = fetch(`${baseUrl}/api/internal/render/end-cards/claim?wait=60`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await queueCard("downloads/rk/portrait-wake.mp4");
    const res = await claim;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { job: { rendition: string } }).job.rendition).toBe("portrait");
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("refuses a wait past the ceiling with a 400", async () => {
    const res = await fetch(`${baseUrl}/api/internal/render/end-cards/claim?wait=61`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(400);
  });

  it("an idle service's claims ask for longer and longer waits, and it stops at once on SIGTERM", async () => {
    claims.length = 0;
    const stop = new AbortController();
    const running = runRenderService({ ...options(), maxWaitS: 2 }, stop.signal);
    // Nothing is queued: the first claim asks for no wait, then 2 s (the ceiling here) each time.
    while (claims.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    stop.abort();
    const stoppedAt = performance.now();
    await running;
    expect(performance.now() - stoppedAt).toBeLessThan(1500);
    expect(claims.slice(0, 3)).toEqual(["", "?wait=2", "?wait=2"]);
  });
});
