// Signed share links (ARCHITECTURE.md: "Share links for paid media carry a signature"). The
// signature is an HMAC-SHA256 over the item's type and id and the member who shared it, so a link
// opens that one item and nothing else, and only while that member may open it. Web Crypto only:
// the same code runs on Node and Workers.

export type ShareType = "script" | "video" | "post";

const encoder = new TextEncoder();
/** 128 bits of the MAC: short enough for a pasted link, far beyond guessing. */
const SIGNATURE_BYTES = 16;

const keys = new Map<string, Promise<CryptoKey>>();

/** The secret as an HMAC-SHA256 key (imported once per secret). */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * A member's link to one item: "<minter id>.<MAC>". The MAC covers the type, the id and the member
 * who made the link, so the page can check that member's access each time it opens (share-access.ts);
 * a domain prefix keeps it from matching any other HMAC use of the secret.
 */
export async function signShare(secret: string, type: ShareType, id: number, minterId: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`share:v2:${type}:${id}:${minterId}`));
  return `${minterId}.${base64url(new Uint8Array(mac).slice(0, SIGNATURE_BYTES))}`;
}

/** The member who made a valid link for this item, or null (constant-time MAC comparison). */
export async function shareMinter(
  secret: string,
  type: ShareType,
  id: number,
  signature: string | undefined | null,
): Promise<number | null> {
  const match = signature && signature.length <= 64 ? /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]+)$/.exec(signature) : null;
  if (!match?.[1]) return null;
  const minterId = Number(match[1]);
  const expected = await signShare(secret, type, id, minterId);
  if (signature?.length !== expected.length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0 ? minterId : null;
}

/** The query parameter a signed link carries. */
export const SHARE_PARAM = "s";

export function sharePath(type: ShareType, id: number): string {
  if (type === "post") return `/share/post/${id}`;
  return type === "video" ? `/share/video/${id}` : `/script/${id}`;
}
