// A streaming multipart/form-data reader on Web streams, so uploads run the same on Node and
// Workers and a 100 MB video never sits in memory. Each part's body is a stream the caller reads
// before asking for the next part (what it leaves unread is skipped).
import { AppError } from "../lib/errors.ts";

export interface MultipartPart {
  name: string;
  /** Present for file inputs (possibly "" when the browser sent no file). */
  filename: string | undefined;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PREAMBLE_BYTES = 64 * 1024;
const MAX_PARTS = 32;
const encoder = new TextEncoder();
const CRLF = encoder.encode("\r\n");
const HEADER_END = encoder.encode("\r\n\r\n");

function malformed(message = "The upload was not valid form data."): AppError {
  return new AppError("BAD_REQUEST", message);
}

/** The boundary of a multipart/form-data Content-Type, or an error a person can read. */
export function multipartBoundary(contentType: string | undefined): string {
  const match = /^multipart\/form-data\s*;.*?boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new AppError("UNSUPPORTED_MEDIA", "Send the upload as multipart/form-data.");
  return boundary;
}

export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  if (first === undefined) return from;
  let i = haystack.indexOf(first, from);
  while (i !== -1 && i <= haystack.length - needle.length) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
    i = haystack.indexOf(first, i + 1);
  }
  return -1;
}

/** Buffered reads over a byte stream; only the unread tail is kept. */
class ByteSource {
  private buf: Uint8Array;
  private ended = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  constructor(reader: ReadableStreamDefaultReader<Uint8Array>, initial: Uint8Array) {
    this.reader = reader;
    this.buf = initial;
  }
  get bytes(): Uint8Array {
    return this.buf;
  }
  /** Reads one more chunk; false at the end of the stream. */
  async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    if (this.buf.length === 0) this.buf = value;
    else {
      const joined = new Uint8Array(this.buf.length + value.length);
      joined.set(this.buf);
      joined.set(value, this.buf.length);
      this.buf = joined;
    }
    return true;
  }
  take(n: number): Uint8Array {
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
  /** Fills until `needle` is buffered; its index, or an error past `limit` bytes or at the end. */
  async find(needle: Uint8Array, limit: number, what: string): Promise<number> {
    for (;;) {
      const at = indexOfBytes(this.buf, needle);
      if (at !== -1) return at;
      if (this.buf.length > limit) throw malformed(`The upload's ${what} is too large.`);
      if (!(await this.fill())) throw malformed();
    }
  }
  cancel(): void {
    this.reader.cancel().catch(() => {});
  }
}

function parseHeaders(block: string): Pick<MultipartPart, "name" | "filename" | "contentType"> {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType = "text/plain";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-type") contentType = value.toLowerCase();
    if (key === "content-disposition") {
      name = /\bname="([^"]*)"/i.exec(value)?.[1];
      filename = /\bfilename="([^"]*)"/i.exec(value)?.[1];
    }
  }
  if (name === undefined) throw malformed();
  return { name, filename, contentType };
}

/** Yields each part of a multipart body in order. */
export async function* parseMultipart(body: ReadableStream<Uint8Array>, boundary: string): AsyncGenerator<MultipartPart> {
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it; prefixing one makes every delimiter look alike.
  const source = new ByteSource(body.getReader(), CRLF.slice());
  try {
    source.take((await source.find(delimiter, MAX_PREAMBLE_BYTES, "preamble")) + delimiter.length);
    for (let parts = 0; ; parts++) {
      while (source.bytes.length < 2) if (!(await source.fill())) throw malformed();
      if (source.bytes[0] === 0x2d && source.bytes[1] === 0x2d) return; // "--": the closing boundary
      if (parts >= MAX_PARTS) throw malformed("The upload has too many fields.");
      source.take((await source.find(CRLF, MAX_HEADER_BYTES, "header")) + CRLF.length);
      const headerEnd =
        source.bytes[0] === 0x0d && source.bytes[1] === 0x0a ? -2 : await source.find(HEADER_END, MAX_HEADER_BYTES, "header");
      const headers = parseHeaders(new TextDecoder().decode(source.take(headerEnd + HEADER_END.length)));

      let finished = false;
      let cancelled = false;
      let failure: unknown;
      const partBody = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            try {
              for (;;) {
                const at = indexOfBytes(source.bytes, delimiter);
                if (at !== -1) {
                  if (at > 0) controller.enqueue(source.take(at));
                  source.take(delimiter.length);
                  finished = true;
                  controller.close();
                  return;
                }
                // Keep a tail that could be the start of the delimiter; pass the rest on.
                const safe = source.bytes.length - (delimiter.length - 1);
                if (safe > 0) {
                  controller.enqueue(source.take(safe));
                  return;
                }
                if (!(await source.fill())) throw malformed();
              }
            } catch (err) {
              failure = err;
              controller.error(err);
            }
          },
          cancel() {
            cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
      yield { ...headers, body: partBody };
      if (failure) throw failure;
      if (cancelled) throw malformed("The upload was cancelled.");
      if (!finished) {
        // The caller skipped (part of) this body: read past it to the next part.
        const reader = partBody.getReader();
        while (!(await reader.read()).done) {}
        if (failure) throw failure;
      }
    }
  } finally {
    source.cancel();
  }
}

/** A field's text, refusing values longer than `maxBytes`. */
export async function readText(stream: ReadableStream<Uint8Array>, maxBytes = 64 * 1024): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw malformed("A form field is too long.");
    }
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}
