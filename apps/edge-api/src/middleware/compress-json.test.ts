// The Node entry gzips JSON answers over 1 KB for clients that take gzip; small ones stay plain.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, app: { compressJson: true } });
});
afterAll(() => t.cleanup());

const get = (path: string, encoding?: string) =>
  t.app.request(`${TEST_ORIGIN}${path}`, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("JSON compression on Node", () => {
  it("gzips a large list for a client that takes gzip, with its length and the same JSON inside", async () => {
    const plain = await get("/api/videos");
    const zipped = await get("/api/videos", "gzip, deflate, br");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.length);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(bytes).toString("utf8")).toBe(text);
  });

  it("leaves small answers and clients that refuse gzip plain", async () => {
    expect((await get("/api/health", "gzip")).headers.get("content-encoding")).toBeNull();
    expect((await get("/api/videos", "gzip;q=0, br")).headers.get("content-encoding")).toBeNull();
  });
});
