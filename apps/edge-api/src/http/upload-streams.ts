// Stream helpers for uploads: a byte limit that counts as data flows (never buffering the body)
// and a reader that peeks at a file's first bytes before passing the whole file on.
import type { AppError } from "../lib/errors.ts";

/** Passes bytes through and errors as soon as more than `maxBytes` went by. */
export function byteLimit(maxBytes: number, tooLarge: () => AppError): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.length;
      if (seen > maxBytes) controller.error(tooLarge());
      else controller.enqueue(chunk);
    },
  });
}

/**
 * The whole body as bytes, refused with `tooLarge` as soon as more than `maxBytes` arrived. Read
 * directly rather than through byteLimit: on workerd an errored pipe's own promise is reported as
 * an unhandled rejection even though the caller answered 413.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The first `n` bytes of a stream (fewer if it is shorter) and a stream of all of its bytes. */
export async function peek(
  stream: ReadableStream<Uint8Array>,
  n: number,
): Promise<{ head: Uint8Array; whole: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < n) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const head = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.length;
  }
  const whole = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (head.length > 0) controller.enqueue(head);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { head: head.subarray(0, n), whole };
}
