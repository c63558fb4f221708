import type { MediaPort } from "../ports/media.ts";

/** A stored file's whole bytes (a photo, an image to convert), or null when there is none. */
export async function readMediaBytes(media: MediaPort, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  const object = await media.get(key);
  return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
}
