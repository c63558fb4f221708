import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskMedia } from "../../adapters/media/disk.ts";
import { auditLog, videos } from "../../db/schema.ts";
import { readImageSize } from "../../lib/image-size.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";
import { blankPng, photo } from "../../testing/image-fixtures.ts";
import { TEST_ORIGIN } from "../../testing/test-app.ts";

const CONTENT_MEDIA = join(import.meta.dirname, "../../../../../content/media");
const MP4 = readFileSync(join(CONTENT_MEDIA, "videos/market-foundation.mp4"));
const JPG = readFileSync(join(CONTENT_MEDIA, "thumbnails/authority-building.jpg"));
const MB = 1024 * 1024;

let f: AdminFixture;
let uploads: string;
beforeEach(async () => {
  uploads = mkdtempSync(join(tmpdir(), "admin-uploads-"));
  f = await adminFixture({ deps: { media: diskMedia({ root: uploads, fallbackRoots: [CONTENT_MEDIA] }) } });
});
afterEach(() => {
  f.t.cleanup();
  rmSync(uploads, { recursive: true, force: true });
});

/** Every file under the upload folder, including half-written ones. */
function storedFiles(dir = uploads): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(uploads.length + 1));
}

function videoForm(overrides: Record<string, string | File | null> = {}): FormData {
  const fields: Record<string, string | File | null> = {
    title: "Spring market check-in",
    description: "What changed this spring and what it means for sellers.",
    category: "Market Data",
    isPopular: "true",
    accessLevel: "spark",
    videoFile: new File([MP4], "spring.mp4", { type: "video/mp4" }),
    thumbnailFile: new File([JPG], "spring.jpg", { type: "image/jpeg" }),
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.append(k, v);
  return form;
}

async function send(
  method: string,
  path: string,
  body: FormData | ReadableStream,
  cookie: string,
  headers: Record<string, string> = {},
) {
  if (body instanceof FormData) {
    // Serialized first: undici's own FormData stream throws when a server stops reading it early.
    const encoded = new Request("http://x/", { method: "POST", body });
    headers["content-type"] = encoded.headers.get("content-type") ?? "";
    return f.t.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      body: await encoded.arrayBuffer(),
      headers: { cookie, ...headers },
    });
  }
  return f.t.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    body,
    headers: { cookie, ...headers },
    duplex: "half",
  } as RequestInit);
}

/** A multipart body of `total` bytes produced lazily, counting how much of it was read. */
function hugeBody(total: number) {
  const boundary = "BigBoundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk =
        sent === 0 ? new Uint8Array([...head, ...MP4.subarray(0, 64)]) : new Uint8Array(Math.min(256 * 1024, total - sent));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, boundary, read: () => sent };
}

describe("video upload", () => {
  it("stores the video and thumbnail through the media port and lists the new video", async () => {
    const res = await send("POST", "/api/admin/videos/upload", videoForm(), f.asAdmin.cookie);
    expect(res.status).toBe(201);
    const { video } = (await res.json()) as { video: { id: number; videoUrl: string; thumbnailUrl: string } };
    expect(video).toMatchObject({
      title: "Spring market check-in",
      category: "Market Data",
      isPopular: true,
      accessLevel: "spark",
    });
    expect(video.videoUrl).toBe(`/media/videos/${video.id}`);
    expect(video.thumbnailUrl).toMatch(/^\/media\/thumbnails\/uploads\/[\w-]+\.jpg$/);

    const [row] = await f.t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({ sizeBytes: MP4.length, published: true });
    expect(row?.videoKey).toMatch(/^videos\/uploads\/[\w-]+\.mp4$/);
    expect(storedFiles().sort()).toHaveLength(2);
    expect(readFileSync(join(uploads, row?.videoKey ?? ""))).toEqual(MP4);
    // Re-encoded once at upload, at its own size (it is under the 1280 px cards use).
    const thumbnail = readFileSync(join(uploads, video.thumbnailUrl.slice("/media/".length)));
    expect(readImageSize(thumbnail)).toEqual(readImageSize(JPG));
    // The member-facing routes stream it to a member whose plan opens it, and to nobody else.
    expect((await f.asMember.get(video.videoUrl)).status).toBe(403);
    await f.asAdmin.post(`/api/admin/users/${f.member.id}/set-access-level`, { accessLevel: "spark" });
    const streamed = await f.asMember.get(video.videoUrl);
    expect(streamed.status).toBe(200);
    expect(new Uint8Array(await streamed.arrayBuffer())).toEqual(new Uint8Array(MP4));
    expect((await f.anonymous.get(video.thumbnailUrl)).status).toBe(200);

    const list = (await (await f.asAdmin.get("/api/admin/videos")).json()) as { id: number }[];
    expect(list.map((v) => v.id)).toContain(video.id);
    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "video.create", targetId: String(video.id) });
  });

  it("defaults the category to 'Interest Rates & Financing' and works without a thumbnail", async () => {
    const res = await send(
      "POST",
      "/api/admin/videos/upload",
      videoForm({ category: null, thumbnailFile: null }),
      f.asAdmin.cookie,
    );
    expect(res.status).toBe(201);
    // Without its own thumbnail the video shows the stock poster members see.
    expect(await res.json()).toMatchObject({
      video: {
        category: "Interest Rates & Financing",
        thumbnailUrl: expect.stringMatching(/^\/media\/thumbnails\/stock-\d\.jpg$/),
      },
    });
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses a file that is not a video, whatever its name and declared type, and stores nothing", async () => {
    const fake = new File(["<html><script>alert(1)</script></html>"], "clip.mp4", { type: "video/mp4" });
    const res = await send("POST", "/api/admin/videos/upload", videoForm({ videoFile: fake }), f.asAdmin.cookie);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Please choose a video file (MP4, WebM, MOV or OGG)." });
    expect(storedFiles()).toEqual([]);
    expect(await f.t.db.select().from(videos)).toHaveLength(0);
    expect(await f.t.db.select().from(auditLog)).toHaveLength(0);
  });

  it("refuses a real video declared as something else", async () => {
    const res = await send(
      "POST",
      "/api/admin/videos/upload",
      videoForm({ videoFile: new File([MP4], "a.txt", { type: "text/plain" }) }),
      f.asAdmin.cookie,
    );
    expect(res.status).toBe(415);
    expect(storedFiles()).toEqual([]);
  });

  it("removes the stored video when the thumbnail after it is refused", async () => {
    const bad = new File(["not an image"], "thumb.jpg", { type: "image/jpeg" });
    const res = await send("POST", "/api/admin/videos/upload", videoForm({ thumbnailFile: bad }), f.asAdmin.cookie);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "The thumbnail must be a JPEG, PNG, GIF or WebP image." });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a thumbnail that declares 10000 x 10000 pixels, saying why, and keeps nothing", async () => {
    const bomb = new File([blankPng(10_000, 10_000)], "thumb.png", { type: "image/png" });
    const res = await send("POST", "/api/admin/videos/upload", videoForm({ thumbnailFile: bomb }), f.asAdmin.cookie);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The image is 10000 x 10000 pixels; images may be at most 4096 x 4096 pixels." });
    expect(storedFiles()).toEqual([]);
  });

  it("stores a large thumbnail at most 1280 pixels a side", async () => {
    const big = new File([await photo(2400, 1350, "png")], "thumb.png", { type: "image/png" });
    const res = await send("POST", "/api/admin/videos/upload", videoForm({ thumbnailFile: big }), f.asAdmin.cookie);
    expect(res.status).toBe(201);
    const { video } = (await res.json()) as { video: { thumbnailUrl: string } };
    expect(readImageSize(readFileSync(join(uploads, video.thumbnailUrl.slice("/media/".length))))).toEqual({
      width: 1280,
      height: 720,
    });
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ description: null }, "Description is required"],
    [{ accessLevel: "gold" }, "Choose an access level"],
    [{ videoFile: null }, "Please choose a video file to upload."],
  ])("refuses %o with its message and keeps nothing", async (overrides, message) => {
    const res = await send("POST", "/api/admin/videos/upload", videoForm(overrides), f.asAdmin.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(storedFiles()).toEqual([]);
    expect(await f.t.db.select().from(videos)).toHaveLength(0);
  });

  it("refuses a declared 101 MB body before reading it", async () => {
    const body = hugeBody(101 * MB);
    const res = await send("POST", "/api/admin/videos/upload", body.stream, f.asAdmin.cookie, {
      "content-type": `multipart/form-data; boundary=${body.boundary}`,
      "content-length": String(101 * MB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The upload is larger than 100 MB." });
    expect(body.read()).toBeLessThan(MB);
    expect(storedFiles()).toEqual([]);
    expect(await f.t.db.select().from(videos)).toHaveLength(0);
  });

  it("stops a chunked 101 MB body at 100 MB as it streams and leaves no partial file", async () => {
    const body = hugeBody(101 * MB);
    const res = await send("POST", "/api/admin/videos/upload", body.stream, f.asAdmin.cookie, {
      "content-type": `multipart/form-data; boundary=${body.boundary}`,
    });
    expect(res.status).toBe(413);
    expect(body.read()).toBeLessThanOrEqual(100 * MB + 512 * 1024);
    expect(storedFiles()).toEqual([]);
    expect(await f.t.db.select().from(videos)).toHaveLength(0);
  });

  it("accepts a video larger than the 1 MB JSON limit", async () => {
    const big = new File([MP4, new Uint8Array(3 * MB)], "big.mp4", { type: "video/mp4" });
    const res = await send("POST", "/api/admin/videos/upload", videoForm({ videoFile: big }), f.asAdmin.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ video: { sizeBytes: MP4.length + 3 * MB } });
  });

  it("refuses a JSON body on the upload route", async () => {
    const res = await f.asAdmin.post("/api/admin/videos/upload", { title: "x" });
    expect(res.status).toBe(415);
  });
});

describe("video edit and delete", () => {
  async function uploaded() {
    const res = await send("POST", "/api/admin/videos/upload", videoForm(), f.asAdmin.cookie);
    return ((await res.json()) as { video: { id: number; videoUrl: string; thumbnailUrl: string } }).video;
  }

  it("updates fields and swaps the thumbnail, deleting the old uploaded one", async () => {
    const video = await uploaded();
    const form = new FormData();
    form.append("title", "Renamed");
    form.append("description", "New words.");
    form.append("category", "Property Trends");
    form.append("isPopular", "false");
    form.append("thumbnailFile", new File([JPG], "new.jpg", { type: "image/jpeg" }));
    const res = await send("PUT", `/api/admin/videos/${video.id}`, form, f.asAdmin.cookie);
    expect(res.status).toBe(200);
    const { video: after } = (await res.json()) as { video: { thumbnailUrl: string; accessLevel: string } };
    expect(after).toMatchObject({ title: "Renamed", category: "Property Trends", isPopular: false, accessLevel: "spark" });
    expect(after.thumbnailUrl).not.toBe(video.thumbnailUrl);
    expect(storedFiles()).toHaveLength(2);
    expect(existsSync(join(uploads, video.thumbnailUrl.slice("/media/".length)))).toBe(false);
    const entries = await f.t.db.select().from(auditLog);
    expect(entries.at(-1)).toMatchObject({ action: "video.update" });
    expect(entries.at(-1)?.details).toMatchObject({ title: "Renamed", isPopular: false });
  });

  it("keeps the thumbnail when the edit sends none, and refuses a missing title", async () => {
    const video = await uploaded();
    const bad = new FormData();
    bad.append("title", "");
    bad.append("description", "x");
    expect((await send("PUT", `/api/admin/videos/${video.id}`, bad, f.asAdmin.cookie)).status).toBe(400);
    const ok = new FormData();
    ok.append("title", "Kept thumb");
    ok.append("description", "x");
    const res = await send("PUT", `/api/admin/videos/${video.id}`, ok, f.asAdmin.cookie);
    expect(await res.json()).toMatchObject({ video: { title: "Kept thumb", thumbnailUrl: video.thumbnailUrl } });
    expect((await send("PUT", "/api/admin/videos/9999", ok, f.asAdmin.cookie)).status).toBe(404);
  });

  it("deletes the video and its uploaded files", async () => {
    const video = await uploaded();
    const res = await f.asAdmin.del(`/api/admin/videos/${video.id}`);
    expect(res.status).toBe(200);
    expect(await f.t.db.select().from(videos)).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
    expect((await f.asAdmin.del(`/api/admin/videos/${video.id}`)).status).toBe(404);
  });

  it("never deletes a library file another video still plays", async () => {
    const shared = { category: "Market Data", videoKey: "videos/market-foundation.mp4", sortOrder: 1 };
    const [a, b] = await f.t.db
      .insert(videos)
      .values([
        { ...shared, title: "A" },
        { ...shared, title: "B" },
      ])
      .returning();
    if (!a || !b) throw new Error("no rows");
    expect((await f.asAdmin.del(`/api/admin/videos/${a.id}`)).status).toBe(200);
    expect(await f.t.deps.media.head("videos/market-foundation.mp4")).not.toBeNull();
    expect(existsSync(join(CONTENT_MEDIA, "videos/market-foundation.mp4"))).toBe(true);
  });
});
