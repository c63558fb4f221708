// The signed public links networks fetch a member's media through: the one file, with Range, until
// the link expires; a changed signature, expiry or file opens nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_MEDIA_TTL_MS, publicMediaPath } from "../../services/share/public-media-link.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
const KEY = "post-images/u7/feed-abc.png";
const OTHER = "post-images/u8/feed-def.png";
const BYTES = new Uint8Array(40_000).map((_, i) => i % 251);

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.media.put(KEY, BYTES, "image/png");
  await t.deps.media.put(OTHER, BYTES, "image/png");
});
afterAll(() => t.cleanup());

const link = (key = KEY) => publicMediaPath(t.deps.config.appSecret, key, t.deps.now());

describe("a signed public media link", () => {
  it("serves the file to anyone, whole or by range, with its type and size", async () => {
    const path = await link();
    expect(path).toMatch(/^\/media\/out\/\d{10}\/[A-Za-z0-9_-]{22}\/post-images\/u7\/feed-abc\.png$/);
    const whole = await t.client().get(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/png");
    expect(whole.headers.get("content-length")).toBe(String(BYTES.length));
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(BYTES);

    const part = await t.client().get(path, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${BYTES.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(BYTES.slice(100, 200));
  });

  it("opens nothing once expired, with another file's name, or with a changed signature or expiry", async () => {
    const path = await link();
    const [, , , expires, signature] = path.split("/");
    const cases = [
      path.replace("u7/feed-abc", "u8/feed-def"),
      path.replace(`/${signature}/`, `/${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}/`),
      path.replace(`/${expires}/`, `/${Number(expires) + 3600}/`),
      `/media/${KEY}`,
    ];
    for (const wrong of cases) expect((await t.client().get(wrong)).status, wrong).toBe(404);
    expect((await t.client().get(await link(OTHER))).status).toBe(200);

    t.advance(PUBLIC_MEDIA_TTL_MS + 1000);
    expect((await t.client().get(path)).status).toBe(404);
  });
});
