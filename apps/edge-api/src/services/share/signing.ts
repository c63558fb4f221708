// Signed share links (ARCHITECTURE.md: "Share links for paid media carry a signature"). The
// signature is an HMAC-SHA256 over the item's type and id, so a link opens that one item and
// nothing else. Web Crypto only: the same code runs on Node and Workers.

export type ShareType = "script" | "video";

const encoder = new TextEncoder();
/** 128 bits of the MAC: short enough for a pasted link, far beyond guessing. */
const SIGNATURE_BYTES = 16;

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The signature of one item; a domain prefix keeps it from matching any other HMAC use of the secret. */
export async function signShare(secret: string, type: ShareType, id: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`share:v1:${type}:${id}`));
  return base64url(new Uint8Array(mac).slice(0, SIGNATURE_BYTES));
}

/** Constant-time comparison of a presented signature with the expected one. */
export async function verifyShare(secret: string, type: ShareType, id: number, signature: string | undefined | null) {
  if (!signature || signature.length > 64) return false;
  const expected = await signShare(secret, type, id);
  if (signature.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0;
}

/** The query parameter a signed link carries. */
export const SHARE_PARAM = "s";

export function sharePath(type: ShareType, id: number): string {
  return type === "video" ? `/share/video/${id}` : `/script/${id}`;
}
