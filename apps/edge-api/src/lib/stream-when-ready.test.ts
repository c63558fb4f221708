// A stream handed over before its bytes exist: it flows once they are ready, and fails as they do.
import { describe, expect, it } from "vitest";
import { streamWhenReady } from "./stream-when-ready.ts";

const bytesOf = (text: string) => new Blob([text]).stream();

describe("a stream whose bytes are still being made", () => {
  it("gives the bytes once they are ready, while the reader started before", async () => {
    let finish: (stream: ReadableStream<Uint8Array>) => void = () => {};
    const stream = streamWhenReady(new Promise((resolve) => (finish = resolve)));
    const read = new Response(stream).text();
    finish(bytesOf("drawn body"));
    expect(await read).toBe("drawn body");
  });

  it("fails the reader with the maker's error", async () => {
    const stream = streamWhenReady(Promise.reject(new Error("the drawing failed")));
    await expect(new Response(stream).text()).rejects.toThrow("the drawing failed");
  });
});
