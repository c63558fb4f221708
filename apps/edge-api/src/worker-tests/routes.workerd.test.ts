// Accounts, content gating, media Range from R2, admin upload to R2 and the scheduled handler,
// through the Worker's own fetch and scheduled handlers, against D1 and R2 inside workerd.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, hubPostDeliveries, hubPosts, scripts, settings, videos } from "../db/schema.ts";
import { countD1Queries } from "../lib/d1-query-counter.ts";
import { jobLog } from "../lib/log.ts";
import { cachedList, catalogueCacheKey } from "../services/content/catalogue-cache.ts";
import { readCatalogueVersion } from "../services/settings/catalogue-version.ts";
import worker from "../worker.ts";
import { browserAs, insertUser, patternBytes, putMedia } from "./fixtures.ts";
import { client, workerDb } from "./worker-client.ts";

interface Item {
  id: number;
  hasAccess: boolean;
  content: string;
  videoUrl: string | null;
}

describe("accounts", () => {
  it("registers, reads its session, signs out and signs in again", async () => {
    const browser = client();
    const email = `acct-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const reg = await browser.post("/api/auth/register", {
      firstName: "Ada",
      lastName: "Agent",
      email,
      password: "long-enough-pw",
    });
    expect(reg.status, await reg.clone().text()).toBeLessThan(300);
    expect(((await (await browser.get("/api/auth/user")).json()) as { email: string }).email).toBe(email);
    expect((await browser.post("/api/auth/logout")).status).toBeLessThan(300);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    expect((await browser.post("/api/auth/login", { email, password: "wrong-password-1" })).status).toBe(401);
    expect((await browser.post("/api/auth/login", { email, password: "long-enough-pw" })).status).toBe(200);
  });

  it("refuses bad input with a 400 and a message", async () => {
    const res = await client().post("/api/auth/register", { firstName: "", email: "nope", password: "x" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});

describe("content gating", () => {
  it("sends a locked script only as its 100-character excerpt, and the whole of an open one", async () => {
    const { browser } = await browserAs("sampler");
    const list = (await (await browser.get("/api/scripts")).json()) as Item[];
    expect(list).toHaveLength(237);
    const full = new Map(
      (await workerDb().select({ id: scripts.id, content: scripts.content }).from(scripts)).map((s) => [s.id, s.content]),
    );
    const locked = list.filter((s) => !s.hasAccess);
    expect(list.filter((s) => s.hasAccess)).toHaveLength(16);
    for (const s of locked) expect(s.content).toBe((full.get(s.id) ?? "").slice(0, 100));
    for (const s of list.filter((i) => i.hasAccess)) expect(s.content).toBe(full.get(s.id));
  });
});

describe("media from R2", () => {
  it("streams an open video by Range and refuses a locked one", async () => {
    const rows = await workerDb().select().from(videos);
    const spark = rows.find((v) => v.week === 5);
    if (!spark) throw new Error("seeded video of week 5 missing");
    const bytes = patternBytes(5000);
    await putMedia(spark.videoKey, bytes);
    const { browser: member } = await browserAs("spark");
    const res = await member.get(`/media/videos/${spark.id}`, { range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 100-199/5000");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(100, 200));
    const suffix = await member.get(`/media/videos/${spark.id}`, { range: "bytes=-10" });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(-10));
    const { browser: sampler } = await browserAs("sampler");
    const refused = await sampler.get(`/media/videos/${spark.id}`, { range: "bytes=0-99" });
    expect(refused.status).toBe(403);
  });

  it("an admin's upload lands in R2 and is served back", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    // The smallest files the upload's content sniffing accepts: an MP4 `ftyp` box and a JPEG header.
    const mp4 = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode("ftypisom"),
      0,
      0,
      2,
      0,
      ...new TextEncoder().encode("isomiso2"),
      ...patternBytes(2000),
    ]);
    const form = new FormData();
    form.append("title", "Spring market update");
    form.append("description", "What changed this spring.");
    form.append("accessLevel", "spark");
    form.append("videoFile", new File([mp4], "spring.mp4", { type: "video/mp4" }));
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const res = await admin.call("POST", "/api/admin/videos/upload", await encoded.arrayBuffer(), {
      "content-type": encoded.headers.get("content-type") ?? "",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = ((await res.json()) as { video: { id: number } }).video;
    const [row] = await workerDb().select().from(videos).where(eq(videos.id, id));
    const stored = await env.MEDIA.get(row?.videoKey ?? "");
    expect(stored ? new Uint8Array(await stored.arrayBuffer()) : null).toEqual(mp4);
    const back = await admin.get(`/media/videos/${id}`, { range: "bytes=0-7" });
    expect(back.status).toBe(206);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(mp4.slice(0, 8));
  });
});

describe("the catalogue in the Cache API", () => {
  it("a cold isolate answers a tier's list from the colo cache, keyed by the catalogue version", async () => {
    // A new database object has no in-process snapshot: the path a new isolate takes.
    const built = await cachedList({ db: workerDb(), log: jobLog("test") }, "videos", "spark");
    const version = await readCatalogueVersion(workerDb());
    const stored = await caches.default.match(catalogueCacheKey(version, "videos", "spark"));
    expect(stored?.headers.get("etag")).toBe(built.etag);
    const again = await cachedList({ db: workerDb(), log: jobLog("test") }, "videos", "spark");
    // From the cache: the bytes without the splicing fragments a built list carries.
    expect(again.fragments).toEqual([]);
    expect(again.body).toEqual(built.body);
    expect(again.etag).toBe(built.etag);
  });

  it("a warm isolate answers the lists with no D1 query, and a write in it is seen at once", async () => {
    const counted = countD1Queries(env.DB);
    // One env object, as an isolate keeps across requests.
    const isolateEnv = { ...env, DB: counted.binding };
    const list = async (path: string, isolate: object = isolateEnv) => {
      const res = await worker.fetch(new Request(`http://localhost${path}`), isolate, createExecutionContext());
      expect(res.status).toBe(200);
      return res.text();
    };
    // Another isolate built the lists and put them in the colo's cache; this one starts from there.
    await list("/api/videos", { ...env });
    const first = await list("/api/videos");
    const before = counted.used();
    for (let i = 0; i < 5; i++) expect(await list("/api/videos")).toBe(first);
    expect(counted.used() - before).toBe(0);

    // An admin's write through this isolate bumps the version: the next list is rebuilt, not the memo.
    const { browser: admin } = await browserAs("domination", "admin");
    const created = await worker.fetch(
      new Request("http://localhost/api/admin/scripts", {
        method: "POST",
        headers: { cookie: admin.cookie, origin: "http://localhost", "content-type": "application/json" },
        body: JSON.stringify({
          title: "Memo-busting open house",
          content: "Bring water.",
          category: "seller",
          adminCategory: "listings_week",
          urgency: "low",
          accessLevel: "spark",
        }),
      }),
      isolateEnv,
      createExecutionContext(),
    );
    expect(created.status).toBe(201);
    expect(await list("/api/scripts")).toContain("Memo-busting open house");
  });
});

describe("admin writes on D1", () => {
  it("a script's create, update and delete each land with one audit row and a catalogue bump", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    const db = workerDb();
    const version = async () => (await db.select().from(settings).where(eq(settings.key, "catalogue.version")))[0]?.value;
    const before = await version();
    const body = {
      title: "Open house tips",
      content: "Bring water.",
      category: "seller",
      adminCategory: "listings_week",
      urgency: "low",
      accessLevel: "spark",
    };
    const created = await admin.post("/api/admin/scripts", body);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { script: { id: number } }).script;
    expect(await version()).not.toBe(before);
    expect((await admin.put(`/api/admin/scripts/${id}`, { ...body, title: "Open house tips 2" })).status).toBe(200);
    expect((await admin.del(`/api/admin/scripts/${id}`)).status).toBe(200);
    // A write that matches nothing is a 404 and leaves no audit row.
    expect((await admin.del(`/api/admin/scripts/${id}`)).status).toBe(404);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "script"), eq(auditLog.targetId, String(id))));
    expect(rows.map((r) => r.action).sort()).toEqual(["script.create", "script.delete", "script.update"]);
  });
});

describe("the scheduled handler", () => {
  it("takes a due social delivery on the cron run", async () => {
    const member = await insertUser({ email: `cron-${crypto.randomUUID().slice(0, 8)}@example.com`, accessLevel: "domination" });
    const db = workerDb();
    const past = new Date(Date.now() - 60_000);
    const [post] = await db
      .insert(hubPosts)
      .values({
        userId: member.id,
        content: "Open house Sunday",
        platforms: ["facebook"],
        scheduledFor: past,
        createdAt: past,
        updatedAt: past,
      })
      .returning();
    if (!post) throw new Error("post insert failed");
    await db.insert(hubPostDeliveries).values({ hubPostId: post.id, platform: "facebook" });
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [delivery] = await db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.hubPostId, post.id));
    expect(delivery?.attempts).toBe(1);
    expect(delivery?.status).not.toBe("pending");
  });
});
