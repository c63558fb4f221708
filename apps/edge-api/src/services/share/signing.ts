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

/** The first 128 bits of HMAC-SHA256(secret, message), base64url: the tag every signed link carries. */
export async function macTag(secret: string, message: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
  return base64url(new Uint8Array(mac).slice(0, SIGNATURE_BYTES));
}

/** Constant-time equality of two strings (a wrong tag takes as long to refuse as a right one). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * A member's link to one item: "<minter id>.<MAC>". The MAC covers the type, the id and the member
 * who made the link, so the page can check that member's access each time it opens (share-access.ts);
 * a domain prefix keeps it from matching any other HMAC use of the secret.
 */
export async function signShare(secret: string, type: ShareType, id: number, minterId: number): Promise<string> {
  return `${minterId}.${await macTag(secret, `share:v2:${type}:${id}:${minterId}`)}`;
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
  return signature && sameText(expected, signature) ? minterId : null;
}

/** The query parameter a signed link carries. */
export const SHARE_PARAM = "s";

export function sharePath(type: ShareType, id: number): string {
  if (type === "post") return `/share/post/${id}`;
  return type === "video" ? `/share/video/${id}` : `/script/${id}`;
}
