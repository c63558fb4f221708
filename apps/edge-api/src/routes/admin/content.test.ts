import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, auditLog, leads, scriptCustomizations, scripts, socialPosts } from "../../db/schema.ts";
import { readCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture();
});
afterEach(() => f.t.cleanup());

const script = {
  title: "Open House This Weekend",
  content: "Hook\n\nBody\n\nCall me today.",
  category: "seller",
  adminCategory: "listings_week",
  urgency: "high",
  accessLevel: "spark",
};

const post = {
  title: "Rates update",
  content: "Rates moved this week. Here is what that means for buyers in our area.",
  imageUrl: "/media/posts/finance-rate.svg",
  accessLevel: "spark",
};

describe("admin scripts", () => {
  it("adds, edits and deletes a script, bumping the catalogue version each time", async () => {
    const versions = [await readCatalogueVersion(f.t.db)];
    const created = await f.asAdmin.post("/api/admin/scripts", script);
    expect(created.status).toBe(201);
    const { script: row } = (await created.json()) as { script: { id: number } };
    versions.push(await readCatalogueVersion(f.t.db));

    const edited = await f.asAdmin.put(`/api/admin/scripts/${row.id}`, { ...script, title: "Open House Sunday", urgency: "low" });
    expect(edited.status).toBe(200);
    versions.push(await readCatalogueVersion(f.t.db));
    const [stored] = await f.t.db.select().from(scripts).where(eq(scripts.id, row.id));
    expect(stored).toMatchObject({ title: "Open House Sunday", urgency: "low", accessLevel: "spark", slug: null });

    expect((await f.asAdmin.del(`/api/admin/scripts/${row.id}`)).status).toBe(200);
    versions.push(await readCatalogueVersion(f.t.db));
    expect(await f.t.db.select().from(scripts)).toHaveLength(0);
    expect(new Set(versions).size).toBe(4);

    const actions = (await f.t.db.select().from(auditLog)).map((a) => [a.action, a.details]);
    expect(actions).toEqual([
      ["script.create", { title: "Open House This Weekend" }],
      ["script.update", { title: "Open House Sunday", urgency: "low" }],
      ["script.delete", { title: "Open House Sunday" }],
    ]);
  });

  it("lists scripts with views from recorded events and leads from real lead forms", async () => {
    const { script: a } = (await (await f.asAdmin.post("/api/admin/scripts", script)).json()) as { script: { id: number } };
    const { script: b } = (await (await f.asAdmin.post("/api/admin/scripts", { ...script, title: "B" })).json()) as {
      script: { id: number };
    };
    // A member opens script a twice and b once; a visitor arrives through a's share link.
    for (const id of [a.id, a.id, b.id])
      await f.asMember.post("/api/analytics", { event: "script_view", properties: { scriptId: id } });
    await f.anonymous.post("/api/analytics", { event: "share_visit", properties: { type: "script", id: String(a.id) } });
    // A visit is not a lead; a lead form sent from a's page is, and a video's lead with
    // the same id is not a script lead.
    const lead = { userId: f.member.id, itemId: a.id, itemTitle: "A", name: "Jo", consentText: "ok" };
    await f.t.db.insert(leads).values([
      { ...lead, itemType: "script" },
      { ...lead, itemType: "video" },
    ]);
    const list = (await (await f.asAdmin.get("/api/admin/scripts")).json()) as { id: number; views: number; leads: number }[];
    expect(list.map((s) => [s.id, s.views, s.leads])).toEqual([
      [a.id, 2, 1],
      [b.id, 1, 0],
    ]);
  });

  it.each([
    [{ ...script, title: "" }, "Title is required"],
    [{ ...script, content: "  " }, "Content is required"],
    [{ ...script, urgency: "urgent" }, "Choose an urgency"],
    [{ ...script, accessLevel: "none" }, "Choose an access level"],
  ])("refuses %o and stores nothing", async (body, message) => {
    const res = await f.asAdmin.post("/api/admin/scripts", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await f.t.db.select().from(scripts)).toHaveLength(0);
    expect(await f.t.db.select().from(auditLog)).toHaveLength(0);
  });

  it("deleting a script removes members' customizations of it", async () => {
    const { script: row } = (await (await f.asAdmin.post("/api/admin/scripts", script)).json()) as { script: { id: number } };
    await f.t.db.insert(scriptCustomizations).values({ userId: f.member.id, scriptId: row.id, content: "mine" });
    await f.asAdmin.del(`/api/admin/scripts/${row.id}`);
    expect(await f.t.db.select().from(scriptCustomizations)).toHaveLength(0);
    expect((await f.asAdmin.del(`/api/admin/scripts/${row.id}`)).status).toBe(404);
  });
});

describe("admin social posts", () => {
  it("creates, updates and deletes a post with its access level", async () => {
    const created = await f.asAdmin.post("/api/admin/social-posts", post);
    expect(created.status).toBe(201);
    const { post: row } = (await created.json()) as { post: { id: number; postIndex: number; accessLevel: string } };
    expect(row).toMatchObject({ accessLevel: "spark" });
    // Admin posts never take an index the library's own 71 posts use.
    expect(row.postIndex).toBeGreaterThanOrEqual(71);

    const updated = await f.asAdmin.put(`/api/admin/social-posts/${row.id}`, {
      ...post,
      content: "New text",
      accessLevel: "domination",
    });
    expect(updated.status).toBe(200);
    const [stored] = await f.t.db.select().from(socialPosts).where(eq(socialPosts.id, row.id));
    expect(stored).toMatchObject({ content: "New text", accessLevel: "domination" });

    const list = (await (await f.asAdmin.get("/api/admin/social-posts")).json()) as unknown[];
    expect(list).toHaveLength(1);
    expect((await f.asAdmin.del(`/api/admin/social-posts/${row.id}`)).status).toBe(200);
    expect(await f.t.db.select().from(socialPosts)).toHaveLength(0);
    expect((await f.t.db.select().from(auditLog)).map((a) => a.action)).toEqual([
      "social_post.create",
      "social_post.update",
      "social_post.delete",
    ]);
  });

  it.each([
    [{ ...post, title: "" }, "Title is required"],
    [{ ...post, content: "" }, "Content is required"],
    [{ ...post, imageUrl: "" }, "Image URL is required"],
    [{ ...post, imageUrl: "javascript:alert(1)" }, "Image URL must start with https://, / or @assets/"],
  ])("refuses %o", async (body, message) => {
    const res = await f.asAdmin.post("/api/admin/social-posts", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await f.t.db.select().from(socialPosts)).toHaveLength(0);
  });

  it("defaults the access level to sampler and answers 404 for a missing post", async () => {
    const { accessLevel: _omit, ...rest } = post;
    const created = (await (await f.asAdmin.post("/api/admin/social-posts", rest)).json()) as { post: { accessLevel: string } };
    expect(created.post.accessLevel).toBe("sampler");
    expect((await f.asAdmin.put("/api/admin/social-posts/999", post)).status).toBe(404);
  });
});

describe("analytics events", () => {
  it("are stored with the member's id for later counting", async () => {
    await f.asMember.post("/api/analytics", { event: "script_share", properties: { scriptId: 3, platform: "facebook" } });
    const [row] = await f.t.db.select().from(analyticsEvents);
    expect(row).toMatchObject({ event: "script_share", userId: f.member.id });
  });
});
