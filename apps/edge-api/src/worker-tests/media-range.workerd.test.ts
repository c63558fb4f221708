// Range and conditional reads of media stored in R2, through the Worker's /media routes: R2 answers
// the byte ranges itself (offset and length), so each edge of RFC 9110's Range rules is checked on it.
import { describe, expect, it } from "vitest";
import { patternBytes, putMedia } from "./fixtures.ts";
import { client } from "./worker-client.ts";

const SIZE = 5000;

/** A public image of SIZE patterned bytes under its own key, so every test reads a file of its own. */
async function storedImage() {
  const key = `thumbnails/range-${crypto.randomUUID()}.jpg`;
  const bytes = patternBytes(SIZE);
  await putMedia(key, bytes, "image/jpeg");
  return { path: `/media/${key}`, bytes };
}

const bodyOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("Range reads from R2", () => {
  it("answers a request without Range with the whole file and says ranges are accepted", async () => {
    const { path, bytes } = await storedImage();
    const res = await client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await bodyOf(res)).toEqual(bytes);
  });

  it("serves an open-ended range to the end of the file", async () => {
    const { path, bytes } = await storedImage();
    const res = await client().get(path, { range: "bytes=4990-" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 4990-4999/${SIZE}`);
    expect(res.headers.get("content-length")).toBe("10");
    expect(await bodyOf(res)).toEqual(bytes.slice(4990));
  });

  it("clamps a range that runs past the end to the last byte", async () => {
    const { path, bytes } = await storedImage();
    const res = await client().get(path, { range: "bytes=4000-999999" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 4000-4999/${SIZE}`);
    expect(await bodyOf(res)).toEqual(bytes.slice(4000));
  });

  it("answers 416 with the file's size for a range that starts past the end", async () => {
    const { path } = await storedImage();
    const res = await client().get(path, { range: `bytes=${SIZE}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    expect((await bodyOf(res)).byteLength).toBe(0);
  });

  it("serves a suffix range longer than the file as the whole file, and refuses an empty suffix", async () => {
    const { path, bytes } = await storedImage();
    const whole = await client().get(path, { range: "bytes=-900000" });
    expect(whole.status).toBe(206);
    expect(whole.headers.get("content-range")).toBe(`bytes 0-4999/${SIZE}`);
    expect(await bodyOf(whole)).toEqual(bytes);
    const empty = await client().get(path, { range: "bytes=-0" });
    expect(empty.status).toBe(416);
  });

  it("ignores several ranges, a reversed range and another unit, sending the whole file", async () => {
    const { path, bytes } = await storedImage();
    for (const range of ["bytes=0-9,20-29", "bytes=500-100", "items=0-9"]) {
      const res = await client().get(path, { range });
      expect(res.status, range).toBe(200);
      expect(await bodyOf(res)).toEqual(bytes);
    }
  });

  it("answers 304 to the file's own ETag and honours If-Range only while the copy is current", async () => {
    const { path, bytes } = await storedImage();
    const etag = (await client().get(path)).headers.get("etag") ?? "";
    const cached = await client().get(path, { "if-none-match": etag });
    expect(cached.status).toBe(304);
    expect((await bodyOf(cached)).byteLength).toBe(0);
    const current = await client().get(path, { range: "bytes=0-9", "if-range": etag });
    expect(current.status).toBe(206);
    expect(await bodyOf(current)).toEqual(bytes.slice(0, 10));
    // The file changed since the client's copy: the range is dropped and the whole new file sent.
    const stale = await client().get(path, { range: "bytes=0-9", "if-range": '"not-the-current-etag"' });
    expect(stale.status).toBe(200);
    expect(await bodyOf(stale)).toEqual(bytes);
  });

  it("answers 404 for a key R2 does not hold and for a key outside the public folders", async () => {
    expect((await client().get(`/media/thumbnails/missing-${crypto.randomUUID()}.jpg`)).status).toBe(404);
    const privateKey = `brand/1/${crypto.randomUUID()}.png`;
    await putMedia(privateKey, patternBytes(10), "image/png");
    expect((await client().get(`/media/${privateKey}`)).status).toBe(404);
  });
});
