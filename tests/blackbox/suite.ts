// One black-box HTTP suite for every way the API runs (targets.ts): only real HTTP against the
// started server, no database handle, so the Node entry and the Worker answer the same questions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieClient, cookieClient } from "../../apps/edge-api/src/testing/cookie-client.ts";
import { walkOAuth } from "../../apps/edge-api/src/testing/social-kit.ts";
import { freePort } from "../../tools/free-port.ts";
import { moneySuite } from "./money-suite.ts";
import { paidIntent, person, postWebhook, stripeSignature } from "./stripe-checkout.ts";
import { ADMIN, startTarget, type Target, type TargetKind } from "./targets.ts";

interface Item {
  id: number;
  title: string;
  hasAccess: boolean;
  content: string;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) {
      expect(done(value), `${what}: last ${JSON.stringify(value)}`).toBe(true);
      return value;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const TITLES: Record<TargetKind, string> = {
  node: "`npm start` (Node)",
  "libsql-server": "`npm start` (Node) with DATABASE_URL on a libSQL server",
  worker: "`npm run worker:local` (workerd)",
};

/** `port` only to pin one while debugging; by default a free one, so two runs side by side never collide. */
export function blackboxSuite(kind: TargetKind, port?: number): void {
  describe(`the API as ${TITLES[kind]} serves it`, () => {
    let target: Target;
    // Redirects are the page's to follow, as in a browser tab (OAuth hops, sign-in links).
    const browser = (): CookieClient =>
      cookieClient({
        fetch: (url, init) => fetch(url, { ...init, redirect: "manual" }),
        origin: target.origin,
        sameOrigin: true,
      });

    async function member(tag: string) {
      const b = browser();
      const who = person(tag);
      const res = await b.post("/api/auth/register", who);
      expect(res.status, await res.clone().text()).toBe(201);
      return { browser: b, who };
    }

    async function admin() {
      const b = browser();
      expect((await b.post("/api/auth/login", ADMIN)).status).toBe(200);
      return b;
    }

    /** A buyer who paid for `plan` through Stripe, signed in by the checkout. */
    async function paidMember(plan: string) {
      const b = browser();
      const { buyer, registrationToken, paymentIntentId } = await paidIntent(target, b, plan);
      const res = await b.post("/api/confirm-payment", { paymentIntentId, registrationToken });
      expect(res.status, await res.clone().text()).toBe(200);
      return { browser: b, buyer, paymentIntentId, registrationToken };
    }

    /** The buyer's paid orders, as the admin's order list shows them. */
    async function ordersOf(email: string) {
      const res = await (await admin()).get(`/api/admin/orders?status=paid&q=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { orders?: unknown[]; items?: unknown[]; rows?: unknown[] };
      return body.orders ?? body.items ?? body.rows ?? [];
    }

    beforeAll(async () => {
      target = await startTarget(kind, port ?? (await freePort()));
    }, 300_000);
    afterAll(async () => {
      await target?.stop();
    }, 60_000);

    it("registers, reads the session, signs out, refuses a wrong password and signs in", async () => {
      const { browser: b, who } = await member("acct");
      expect(((await (await b.get("/api/auth/user")).json()) as { email: string }).email).toBe(who.email);
      expect((await b.post("/api/auth/logout")).status).toBeLessThan(300);
      expect((await b.get("/api/auth/user")).status).toBe(401);
      expect((await b.post("/api/auth/login", { email: who.email, password: "wrong-password-1" })).status).toBe(401);
      expect((await b.post("/api/auth/login", { email: who.email, password: who.password })).status).toBe(200);
      const bad = await browser().post("/api/auth/register", { firstName: "", email: "nope", password: "x" });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBeTruthy();
    });

    it("buys a plan with Stripe: five concurrent confirms grant it once and sign the browser in once", async () => {
      const b = browser();
      const { buyer, registrationToken, paymentIntentId } = await paidIntent(target, b);
      const confirms = await Promise.all(
        Array.from({ length: 5 }, () => b.post("/api/confirm-payment", { paymentIntentId, userId: null, registrationToken })),
      );
      // The token signs in once; the other four are replays of a used token.
      expect(confirms.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
      const me = (await (await b.get("/api/auth/user")).json()) as { email: string; accessLevel: string };
      expect(me).toMatchObject({ email: buyer.email, accessLevel: "momentum" });
      expect(await ordersOf(buyer.email)).toHaveLength(1);

      // Content gating: the buyer opens more scripts than a new member; locked ones stay excerpts.
      const { browser: free } = await member("free");
      const freeList = (await (await free.get("/api/scripts")).json()) as Item[];
      const paidList = (await (await b.get("/api/scripts")).json()) as Item[];
      expect(freeList.length).toBe(paidList.length);
      const open = (list: Item[]) => list.filter((s) => s.hasAccess).length;
      expect(open(paidList)).toBeGreaterThan(open(freeList));
      for (const s of freeList.filter((i) => !i.hasAccess)) expect(s.content.length).toBeLessThanOrEqual(100);
      const lockedForFree = freeList.find((s) => !s.hasAccess && paidList.find((p) => p.id === s.id)?.hasAccess);
      const same = paidList.find((p) => p.id === lockedForFree?.id);
      expect(same?.content.length).toBeGreaterThan(lockedForFree?.content.length ?? 0);
    });

    it("takes Stripe's webhook: refuses a bad signature, fulfils a paid intent once", async () => {
      const { buyer, paymentIntentId } = await paidIntent(target, browser());
      const payload = target.stripe.eventPayload(paymentIntentId);
      expect((await postWebhook(target, payload, stripeSignature(payload, "whsec_wrong"))).status).toBe(400);
      expect(await ordersOf(buyer.email)).toHaveLength(0);
      const sent = await Promise.all([postWebhook(target, payload), postWebhook(target, payload)]);
      expect(sent.map((r) => r.status)).toEqual([200, 200]);
      // The visitor's account was made from the registration the intent carries.
      const b = browser();
      expect((await b.post("/api/auth/login", { email: buyer.email, password: buyer.password })).status).toBe(200);
      expect(((await (await b.get("/api/auth/user")).json()) as { accessLevel: string }).accessLevel).toBe("momentum");
      expect(await ordersOf(buyer.email)).toHaveLength(1);
    });

    it("draws a lead-magnet PDF (the lazily loaded PDF library and its fonts)", async () => {
      const a = await admin();
      const list = (await (await a.get("/api/scripts")).json()) as (Item & { leadMagnet: string | null })[];
      const withMagnet = list.find((s) => s.hasAccess && s.leadMagnet);
      expect(withMagnet).toBeDefined();
      const res = await a.get(`/api/scripts/${withMagnet?.id}/lead-magnet`);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/pdf");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBeGreaterThan(1000);
    });

    it("streams library media by Range", async () => {
      const res = await fetch(`${target.origin}/media/videos/renting-vs-buying`, { headers: { range: "bytes=0-99" } });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
      const tail = await fetch(`${target.origin}/media/videos/renting-vs-buying`, { headers: { range: "bytes=-10" } });
      expect(tail.status).toBe(206);
      expect((await tail.arrayBuffer()).byteLength).toBe(10);
    });

    it("an admin's new script reaches members at once; bad input changes nothing", async () => {
      const a = await admin();
      const title = `Black-box script ${Math.random().toString(36).slice(2, 8)}`;
      const script = {
        title,
        content: "Hook\n\nBody\n\nCall me today.",
        category: "seller",
        adminCategory: "listings_week",
        urgency: "high",
        accessLevel: "spark",
      };
      const { browser: b } = await member("reader");
      const before = (await (await b.get("/api/scripts")).json()) as Item[];
      const bad = await a.post("/api/admin/scripts", { ...script, accessLevel: "gold" });
      expect(bad.status).toBe(400);
      expect((await (await b.get("/api/scripts")).json()) as Item[]).toHaveLength(before.length);
      expect((await a.post("/api/admin/scripts", script)).status).toBe(201);
      const after = (await (await b.get("/api/scripts")).json()) as Item[];
      expect(after).toHaveLength(before.length + 1);
      expect(after.some((s) => s.title === title)).toBe(true);
      // Members may not write.
      expect((await b.post("/api/admin/scripts", script)).status).toBe(403);
    });

    moneySuite(() => ({ target, browser, admin, paidMember }));

    it("publishes a scheduled social post when the scheduler runs", async () => {
      const { browser: b } = await paidMember("sampler");
      expect((await walkOAuth(b, "facebook")).callback.status).toBe(200);
      const res = await b.post("/api/social/schedule", {
        content: "Open house Sunday",
        platforms: ["facebook"],
        scheduledFor: new Date(Date.now() + 2000).toISOString(),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      await new Promise((r) => setTimeout(r, 2500));
      // The Worker's cron on request; Node's scheduler ticks on its own every 30 seconds.
      await until(
        "the post is published",
        async () => {
          await target.runCron();
          return ((await (await b.get("/api/social/posts")).json()) as { status: string }[]).map((p) => p.status);
        },
        (statuses) => statuses[0] === "posted",
        75_000,
      );
    });
  });
}
