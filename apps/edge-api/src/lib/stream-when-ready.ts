// A stream handed over before its bytes exist: a consumer can start its own work (an end card
// drawn beside a body still being drawn) and read the bytes once they are ready.

/** A stream that starts flowing once `stream` is ready, and fails as it does. */
export function streamWhenReady(stream: Promise<ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  stream
    .then(
      (ready) => ready.pipeTo(writable),
      (err: unknown) => writable.abort(err),
    )
    // The failure reaches the reader through `readable`; nothing else waits on this chain.
    .catch(() => {});
  return readable;
}
