// The media port's contract, run against the disk adapter (Node) and the R2 adapter over an
// in-memory R2 binding (testing/fake-r2-bucket.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { MediaPort } from "../../ports/media.ts";
import { fakeR2Bucket } from "../../testing/fake-r2-bucket.ts";
import { diskMedia } from "./disk.ts";
import { R2_PART_SIZE, r2Media } from "./r2.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "realty-media-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

function streamOf(chunks: Uint8Array[], failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) return controller.error(new Error("Upload too large"));
      const chunk = chunks[i++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

const adapters: [string, () => MediaPort][] = [
  ["disk", () => diskMedia({ root: tempDir() })],
  ["r2", () => r2Media(fakeR2Bucket().bucket)],
];

describe.each(adapters)("%s media port", (_name, make) => {
  it("stores, describes, reads by range and deletes", async () => {
    const media = make();
    const stored = await media.put("thumbnails/uploads/a.jpg", new TextEncoder().encode("0123456789"), "image/jpeg");
    expect(stored).toMatchObject({ key: "thumbnails/uploads/a.jpg", size: 10, contentType: "image/jpeg" });
    expect(stored.etag).toMatch(/^"[^"]+"$/);
    expect(await media.head("thumbnails/uploads/a.jpg")).toEqual(stored);
    const whole = await media.get("thumbnails/uploads/a.jpg");
    expect(whole && (await text(whole.body))).toBe("0123456789");
    const part = await media.get("thumbnails/uploads/a.jpg", { offset: 3, length: 4 });
    expect(part?.range).toEqual({ offset: 3, length: 4 });
    expect(part?.size).toBe(10);
    expect(part && (await text(part.body))).toBe("3456");
    await media.delete("thumbnails/uploads/a.jpg");
    expect(await media.head("thumbnails/uploads/a.jpg")).toBeNull();
    expect(await media.get("thumbnails/uploads/a.jpg")).toBeNull();
    await media.delete("thumbnails/uploads/a.jpg");
  });

  it("takes a stream, a Blob and an ArrayBuffer", async () => {
    const media = make();
    const enc = new TextEncoder();
    await media.put("videos/s.mp4", streamOf([enc.encode("ab"), enc.encode("cd")]), "video/mp4");
    await media.put("videos/b.webm", new Blob(["blob"]), "video/webm");
    await media.put("videos/a.mp4", enc.encode("buffer").buffer, "video/mp4");
    const read = async (key: string) => {
      const o = await media.get(key);
      return o ? `${o.contentType} ${await text(o.body)}` : null;
    };
    expect(await read("videos/s.mp4")).toBe("video/mp4 abcd");
    expect(await read("videos/b.webm")).toBe("video/webm blob");
    expect(await read("videos/a.mp4")).toBe("video/mp4 buffer");
  });

  it("stores nothing when the stream fails part-way", async () => {
    const media = make();
    const chunk = new Uint8Array(1024);
    await expect(media.put("videos/big.mp4", streamOf([chunk, chunk, chunk], 2), "video/mp4")).rejects.toThrow(
      "Upload too large",
    );
    expect(await media.head("videos/big.mp4")).toBeNull();
  });

  it("refuses keys that could leave its folder", async () => {
    const media = make();
    for (const key of ["../secret", "/etc/passwd", "a/../b", ".hidden", "a//b", ""]) {
      await expect(media.head(key), key).rejects.toThrow(/Invalid media key/);
    }
  });
});

describe("disk media", () => {
  it("reads the library's files from a read-only fallback folder and writes only to its root", async () => {
    const root = tempDir();
    const library = tempDir();
    mkdirSync(join(library, "posts"));
    writeFileSync(join(library, "posts", "x.svg"), "<svg/>");
    const media = diskMedia({ root, fallbackRoots: [library] });
    expect((await media.head("posts/x.svg"))?.contentType).toBe("image/svg+xml");
    await media.delete("posts/x.svg");
    expect(await media.head("posts/x.svg")).not.toBeNull();
    await media.put("posts/x.svg", new TextEncoder().encode("<svg>new</svg>"), "image/svg+xml");
    const read = await media.get("posts/x.svg");
    expect(read && (await text(read.body))).toBe("<svg>new</svg>");
    expect(readdirSync(join(library, "posts"))).toEqual(["x.svg"]);
  });

  it("leaves no partial file behind after a failed upload", async () => {
    const root = tempDir();
    const media = diskMedia({ root });
    await expect(media.put("videos/x.mp4", streamOf([new Uint8Array(10)], 1), "video/mp4")).rejects.toThrow();
    expect(readdirSync(join(root, "videos"))).toEqual([]);
  });
});

describe("r2 media", () => {
  it("uploads a long stream in equal parts, holding one part at a time", async () => {
    const fake = fakeR2Bucket();
    const media = r2Media(fake.bucket);
    const chunk = new Uint8Array(1024 * 1024).fill(7);
    const chunks = Array.from({ length: Math.ceil((R2_PART_SIZE * 2.5) / chunk.length) }, () => chunk);
    const stored = await media.put("videos/long.mp4", streamOf(chunks), "video/mp4");
    expect(stored.size).toBe(chunks.length * chunk.length);
    expect(fake.calls.multipartUploads).toBe(1);
    const tail = await media.get("videos/long.mp4", { offset: stored.size - 3, length: 3 });
    expect(tail && new Uint8Array(await new Response(tail.body).arrayBuffer())).toEqual(new Uint8Array([7, 7, 7]));
  });

  it("aborts the multipart upload when the stream fails after the first parts", async () => {
    const fake = fakeR2Bucket();
    const media = r2Media(fake.bucket);
    const chunk = new Uint8Array(R2_PART_SIZE);
    await expect(media.put("videos/x.mp4", streamOf([chunk, chunk, chunk], 3), "video/mp4")).rejects.toThrow("Upload too large");
    expect(fake.calls.abortedUploads).toBe(1);
    expect(fake.objects.size).toBe(0);
  });
});
