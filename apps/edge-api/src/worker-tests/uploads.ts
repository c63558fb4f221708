// Multipart bodies for the workerd suites: the cookie client sends raw bytes as they are, so a form
// is encoded once here and sent with the boundary its encoding chose.
import type { WorkerBrowser } from "./worker-client.ts";

export async function postForm(browser: WorkerBrowser, path: string, form: FormData, headers: Record<string, string> = {}) {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return browser.call("POST", path, await encoded.arrayBuffer(), {
    "content-type": encoded.headers.get("content-type") ?? "",
    ...headers,
  });
}

/** A PNG's signature and IHDR header declaring `width` x `height`: all a size check reads. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + 25 + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  view.setUint32(33, 0);
  bytes.set(new TextEncoder().encode("IEND"), 37);
  return bytes;
}
