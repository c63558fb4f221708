import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.ts";
import { indexOfBytes, multipartBoundary, parseMultipart, readText } from "./multipart.ts";

const enc = new TextEncoder();

/** A stream that hands out `bytes` in pieces of `size`, like a slow network. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function bodyOf(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const req = new Request("http://x/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await req.arrayBuffer()), boundary: multipartBoundary(req.headers.get("content-type") ?? "") };
}

async function collect(bytes: Uint8Array, boundary: string, size: number) {
  const parts: { name: string; filename?: string; contentType: string; data: Uint8Array }[] = [];
  for await (const part of parseMultipart(chunked(bytes, size), boundary)) {
    const data = new Uint8Array(await new Response(part.body).arrayBuffer());
    parts.push({ name: part.name, filename: part.filename, contentType: part.contentType, data });
  }
  return parts;
}

describe("parseMultipart", () => {
  // Binary content that contains CRLFs, dashes and most of the boundary, to trip a naive search.
  const tricky = new Uint8Array(5000).map((_, i) => (i % 97 === 0 ? 13 : i % 89 === 0 ? 10 : i % 7 === 0 ? 45 : i % 251));

  it.each([1, 3, 64, 1000, 1 << 20])("reads what a browser's FormData sends, in chunks of %i bytes", async (size) => {
    const form = new FormData();
    form.append("title", "Rates ☀ explained");
    form.append("empty", "");
    form.append("videoFile", new File([tricky], "clip.mp4", { type: "video/mp4" }));
    form.append("thumbnailFile", new File([], "", { type: "application/octet-stream" }));
    const { bytes, boundary } = await bodyOf(form);
    const parts = await collect(bytes, boundary, size);
    expect(parts.map((p) => [p.name, p.filename])).toEqual([
      ["title", undefined],
      ["empty", undefined],
      ["videoFile", "clip.mp4"],
      // Node's FormData leaves out an empty file's filename; Chrome sends filename="" (next test).
      ["thumbnailFile", undefined],
    ]);
    expect(new TextDecoder().decode(parts[0]?.data)).toBe("Rates ☀ explained");
    expect(parts[1]?.data.length).toBe(0);
    expect(parts[2]?.contentType).toBe("video/mp4");
    expect(parts[2]?.data).toEqual(tricky);
    expect(parts[3]?.data.length).toBe(0);
  });

  it("passes through bytes that look like the start of the boundary", async () => {
    const boundary = "XyZ";
    const file = enc.encode("a\r\n--XyA\r\n--X\r\n-");
    const body = enc.encode(`--XyZ\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\n`);
    const end = enc.encode("\r\n--XyZ--\r\n");
    const all = new Uint8Array([...body, ...file, ...end]);
    for (const size of [1, 2, 5, 100]) {
      const parts = await collect(all, boundary, size);
      expect(parts[0]?.data).toEqual(file);
    }
  });

  it('reads an empty file input as Chrome sends it (filename="")', async () => {
    const text =
      '--B\r\nContent-Disposition: form-data; name="thumbnailFile"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--B--\r\n';
    const parts = await collect(enc.encode(text), "B", 4);
    expect(parts).toEqual([
      { name: "thumbnailFile", filename: "", contentType: "application/octet-stream", data: new Uint8Array(0) },
    ]);
  });

  it("skips a part whose body the caller did not read", async () => {
    const form = new FormData();
    form.append("skipped", new File([tricky], "a.bin"));
    form.append("after", "still here");
    const { bytes, boundary } = await bodyOf(form);
    const seen: string[] = [];
    for await (const part of parseMultipart(chunked(bytes, 100), boundary)) {
      if (part.name === "after") seen.push(await readText(part.body));
    }
    expect(seen).toEqual(["still here"]);
  });

  it.each([
    ["a body without the boundary", "nothing here"],
    ["a body cut off inside a part", '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf'],
    ["a part without a name", "--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--"],
  ])("refuses %s with a 400", async (_what, text) => {
    const run = async () => {
      for await (const part of parseMultipart(chunked(enc.encode(text), 7), "B")) await readText(part.body);
    };
    await expect(run()).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a field longer than its limit", async () => {
    const form = new FormData();
    form.append("title", "x".repeat(100));
    const { bytes, boundary } = await bodyOf(form);
    const run = async () => {
      for await (const part of parseMultipart(chunked(bytes, 10), boundary)) await readText(part.body, 50);
    };
    await expect(run()).rejects.toThrow("A form field is too long.");
  });
});

describe("multipartBoundary", () => {
  it("reads quoted and bare boundaries and refuses other content types", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(() => multipartBoundary("application/json")).toThrow(AppError);
    expect(() => multipartBoundary(undefined)).toThrow("Send the upload as multipart/form-data.");
  });
});

describe("indexOfBytes", () => {
  it("finds a sequence, including at the end, and answers -1 when absent", () => {
    const hay = enc.encode("aab\r\n--b\r\n--bound");
    expect(indexOfBytes(hay, enc.encode("\r\n--bound"))).toBe(8);
    expect(indexOfBytes(hay, enc.encode("\r\n--bounds"))).toBe(-1);
    expect(indexOfBytes(hay, enc.encode("a"), 1)).toBe(1);
  });
});
