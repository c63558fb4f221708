// The authorization matrix: every /api/admin/* route and method answers 401 signed out, 403 for a
// member, and succeeds for an admin. New routes fail the first test until they are added here.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskMedia } from "../../adapters/media/disk.ts";
import {
  auditLog,
  discountCodes,
  guaranteeClaims,
  paymentOrders,
  purchases,
  scripts,
  socialPosts,
  testPaymentIntents,
  videos,
} from "../../db/schema.ts";
import { type AdminFixture, adminFixture, insertUser } from "../../testing/admin-testing.ts";
import { TEST_ORIGIN } from "../../testing/test-app.ts";

const CONTENT_MEDIA = join(import.meta.dirname, "../../../../../content/media");
const MP4 = readFileSync(join(CONTENT_MEDIA, "videos/market-foundation.mp4"));

type Ids = Record<"user" | "script" | "video" | "post" | "code" | "order" | "claim", number>;
interface Case {
  method: "GET" | "POST" | "PUT" | "DELETE";
  route: string;
  /** The concrete path and body; each call gets fresh targets, since a success may delete them. */
  request: (ids: Ids) => { path: string; json?: unknown; form?: FormData };
  ok: number;
}

function videoForm(): FormData {
  const form = new FormData();
  form.append("title", "Matrix video");
  form.append("description", "Checks who may upload.");
  form.append("videoFile", new File([MP4], "m.mp4", { type: "video/mp4" }));
  return form;
}

const CASES: Case[] = [
  { method: "GET", route: "/api/admin/stats", request: () => ({ path: "/api/admin/stats" }), ok: 200 },
  { method: "GET", route: "/api/admin/analytics", request: () => ({ path: "/api/admin/analytics?days=7" }), ok: 200 },
  { method: "GET", route: "/api/admin/audit-log", request: () => ({ path: "/api/admin/audit-log" }), ok: 200 },
  { method: "GET", route: "/api/admin/users", request: () => ({ path: "/api/admin/users" }), ok: 200 },
  { method: "GET", route: "/api/admin/users/:id", request: (i) => ({ path: `/api/admin/users/${i.user}` }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/users",
    request: () => ({
      path: "/api/admin/users",
      json: { firstName: "New", email: `n${Math.random()}@example.com`, password: "secret1" },
    }),
    ok: 201,
  },
  {
    method: "PUT",
    route: "/api/admin/users/:id",
    request: (i) => ({ path: `/api/admin/users/${i.user}`, json: { firstName: "Changed", email: `c${i.user}@example.com` } }),
    ok: 200,
  },
  {
    method: "PUT",
    route: "/api/admin/users/:id/password",
    request: (i) => ({ path: `/api/admin/users/${i.user}/password`, json: { newPassword: "another1" } }),
    ok: 200,
  },
  {
    method: "POST",
    route: "/api/admin/users/:id/set-access-level",
    request: (i) => ({ path: `/api/admin/users/${i.user}/set-access-level`, json: { accessLevel: "domination" } }),
    ok: 200,
  },
  { method: "DELETE", route: "/api/admin/users/:id", request: (i) => ({ path: `/api/admin/users/${i.user}` }), ok: 200 },
  { method: "GET", route: "/api/admin/scripts", request: () => ({ path: "/api/admin/scripts" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/scripts",
    request: () => ({ path: "/api/admin/scripts", json: { title: "T", content: "C" } }),
    ok: 201,
  },
  {
    method: "PUT",
    route: "/api/admin/scripts/:id",
    request: (i) => ({ path: `/api/admin/scripts/${i.script}`, json: { title: "T2", content: "C2" } }),
    ok: 200,
  },
  { method: "DELETE", route: "/api/admin/scripts/:id", request: (i) => ({ path: `/api/admin/scripts/${i.script}` }), ok: 200 },
  { method: "GET", route: "/api/admin/videos", request: () => ({ path: "/api/admin/videos" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/videos/upload",
    request: () => ({ path: "/api/admin/videos/upload", form: videoForm() }),
    ok: 201,
  },
  {
    method: "PUT",
    route: "/api/admin/videos/:id",
    request: (i) => {
      const form = new FormData();
      form.append("title", "Edited");
      form.append("description", "Edited text");
      return { path: `/api/admin/videos/${i.video}`, form };
    },
    ok: 200,
  },
  { method: "DELETE", route: "/api/admin/videos/:id", request: (i) => ({ path: `/api/admin/videos/${i.video}` }), ok: 200 },
  { method: "GET", route: "/api/admin/social-posts", request: () => ({ path: "/api/admin/social-posts" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/social-posts",
    request: () => ({ path: "/api/admin/social-posts", json: { title: "P", content: "C", imageUrl: "/media/posts/a.svg" } }),
    ok: 201,
  },
  {
    method: "PUT",
    route: "/api/admin/social-posts/:id",
    request: (i) => ({
      path: `/api/admin/social-posts/${i.post}`,
      json: { title: "P2", content: "C2", imageUrl: "/media/posts/a.svg" },
    }),
    ok: 200,
  },
  {
    method: "DELETE",
    route: "/api/admin/social-posts/:id",
    request: (i) => ({ path: `/api/admin/social-posts/${i.post}` }),
    ok: 200,
  },
  { method: "GET", route: "/api/admin/discount-codes", request: () => ({ path: "/api/admin/discount-codes" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/discount-codes",
    request: () => ({
      path: "/api/admin/discount-codes",
      json: { name: "Co", code: `C${Date.now()}${Math.trunc(Math.random() * 1e6)}` },
    }),
    ok: 201,
  },
  {
    method: "PUT",
    route: "/api/admin/discount-codes/:id",
    request: (i) => ({ path: `/api/admin/discount-codes/${i.code}`, json: { name: "Co2", code: `D${i.code}` } }),
    ok: 200,
  },
  {
    method: "DELETE",
    route: "/api/admin/discount-codes/:id",
    request: (i) => ({ path: `/api/admin/discount-codes/${i.code}` }),
    ok: 200,
  },
  { method: "GET", route: "/api/admin/settings", request: () => ({ path: "/api/admin/settings" }), ok: 200 },
  {
    method: "PUT",
    route: "/api/admin/settings",
    request: () => ({
      path: "/api/admin/settings",
      json: { platformName: "P", contactEmail: "p@example.com", announcement: "" },
    }),
    ok: 200,
  },
  // Orders, refunds, claims, paged lists, password reset, integrations.
  { method: "GET", route: "/api/admin/orders", request: () => ({ path: "/api/admin/orders?q=pi_" }), ok: 200 },
  { method: "GET", route: "/api/admin/orders/:id", request: (i) => ({ path: `/api/admin/orders/${i.order}` }), ok: 200 },
  { method: "GET", route: "/api/admin/orders.csv", request: () => ({ path: "/api/admin/orders.csv?q=pi_" }), ok: 200 },
  { method: "GET", route: "/api/admin/customers/:id", request: (i) => ({ path: `/api/admin/customers/${i.user}` }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/orders/:id/resend-receipt",
    request: (i) => ({ path: `/api/admin/orders/${i.order}/resend-receipt`, json: {} }),
    ok: 200,
  },
  {
    method: "POST",
    route: "/api/admin/orders/:id/refund",
    request: (i) => ({ path: `/api/admin/orders/${i.order}/refund`, json: { idempotencyKey: `k${i.order}x${Date.now()}` } }),
    ok: 200,
  },
  { method: "GET", route: "/api/admin/claims", request: () => ({ path: "/api/admin/claims" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/claims/:id/decision",
    request: (i) => ({
      path: `/api/admin/claims/${i.claim}/decision`,
      json: { decision: "decline", reason: "Not eligible for it." },
    }),
    ok: 200,
  },
  { method: "GET", route: "/api/admin/lists/users", request: () => ({ path: "/api/admin/lists/users?sort=name" }), ok: 200 },
  { method: "GET", route: "/api/admin/lists/users.csv", request: () => ({ path: "/api/admin/lists/users.csv" }), ok: 200 },
  { method: "GET", route: "/api/admin/lists/scripts", request: () => ({ path: "/api/admin/lists/scripts" }), ok: 200 },
  { method: "GET", route: "/api/admin/lists/scripts.csv", request: () => ({ path: "/api/admin/lists/scripts.csv" }), ok: 200 },
  {
    method: "POST",
    route: "/api/admin/users/:id/password-reset",
    request: (i) => ({ path: `/api/admin/users/${i.user}/password-reset` }),
    ok: 200,
  },
  { method: "GET", route: "/api/admin/integrations", request: () => ({ path: "/api/admin/integrations" }), ok: 200 },
];

let f: AdminFixture;
let uploads: string;
beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), "admin-authz-"));
  f = await adminFixture({ deps: { media: diskMedia({ root: uploads, fallbackRoots: [CONTENT_MEDIA] }) } });
});
afterAll(() => {
  f.t.cleanup();
  rmSync(uploads, { recursive: true, force: true });
});

function storedFiles(): string[] {
  return readdirSync(uploads, { recursive: true, encoding: "utf8" }).sort();
}

/** Fresh targets for one call. */
async function targets(): Promise<Ids> {
  const { t } = f;
  const user = await insertUser(t, { email: `target-${Math.random()}@example.com` });
  const [script] = await t.db.insert(scripts).values({ title: "S", content: "C", category: "buyer" }).returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: "V", category: "Market Data", videoKey: "videos/market-foundation.mp4" })
    .returning();
  const [post] = await t.db.insert(socialPosts).values({ title: "P", content: "C", postIndex: 500 }).returning();
  const [code] = await t.db
    .insert(discountCodes)
    .values({ name: "N", code: `T${Math.random().toString(36).slice(2)}`.toUpperCase() })
    .returning();
  // A paid test-mode order of the user's, and a guarantee claim of theirs.
  const intentId = `pi_test_${Math.random().toString(36).slice(2)}`;
  await t.db
    .insert(testPaymentIntents)
    .values({ id: intentId, secretHash: "x", amountCents: 6900, currency: "usd", status: "succeeded" });
  const paid = { provider: "test", paymentIntentId: intentId, userId: user.id, amountCents: 6900 };
  const [order] = await t.db
    .insert(paymentOrders)
    .values({ ...paid, plan: "sampler", status: "succeeded", fulfilledAt: t.deps.now() })
    .returning();
  await t.db.insert(purchases).values({ ...paid, productType: "sampler" });
  const [claim] = await t.db.insert(guaranteeClaims).values({ userId: user.id, evidence: {} }).returning();
  if (!script || !video || !post || !code || !order || !claim) throw new Error("fixture insert failed");
  return { user: user.id, script: script.id, video: video.id, post: post.id, code: code.id, order: order.id, claim: claim.id };
}

async function call(c: Case, cookie: string) {
  const { path, json, form } = c.request(await targets());
  let body: BodyInit | undefined;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers["content-type"] = "application/json";
  }
  if (form) {
    const encoded = new Request("http://x/", { method: "POST", body: form });
    headers["content-type"] = encoded.headers.get("content-type") ?? "";
    body = await encoded.arrayBuffer();
  }
  return f.t.app.request(`${TEST_ORIGIN}${path}`, { method: c.method, headers, body });
}

describe("admin authorization matrix", () => {
  it("covers every /api/admin route the app registers", () => {
    const registered = new Set(
      f.t.app.routes.filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`),
    );
    expect(new Set(CASES.map((c) => `${c.method} ${c.route}`))).toEqual(registered);
  });

  it.each(CASES.map((c) => [`${c.method} ${c.route}`, c] as const))(
    "%s: 401 signed out, 403 member, then admin",
    async (_name, c) => {
      const auditBefore = (await f.t.db.select().from(auditLog)).length;
      const filesBefore = storedFiles();
      const signedOut = await call(c, "");
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ message: "Not authenticated" });
      const member = await call(c, f.asMember.cookie);
      expect(member.status).toBe(403);
      expect(await member.json()).toEqual({ message: "Admin access required" });
      // Refused requests change nothing and store nothing.
      expect(await f.t.db.select().from(auditLog)).toHaveLength(auditBefore);
      expect(storedFiles()).toEqual(filesBefore);

      const admin = await call(c, f.asAdmin.cookie);
      expect(admin.status).toBe(c.ok);
      if (c.method !== "GET") expect((await f.t.db.select().from(auditLog)).length).toBe(auditBefore + 1);
    },
  );
});
