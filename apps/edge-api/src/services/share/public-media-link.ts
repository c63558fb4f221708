// Signed, expiring public links to one media file, for the networks that fetch a post's media
// themselves (Instagram images and carousels, Google Business Profile photos). The path carries
// the expiry and an HMAC over the key and expiry, so a link opens that one file until it expires
// and nothing else; the key alone (guessable: it names the member and the post) opens nothing.
// In the path rather than the query, since some fetchers drop query strings; served with Range.
import { base64url, hmacKey } from "./signing.ts";

export const PUBLIC_MEDIA_PREFIX = "/media/out";
/** Long enough for a scheduled retry's fetch (the last attempt is minutes after the first), short enough to leak little. */
export const PUBLIC_MEDIA_TTL_MS = 24 * 60 * 60_000;

const encoder = new TextEncoder();
/** 128 bits of the MAC, as in share links. */
const SIGNATURE_BYTES = 16;

async function signature(secret: string, key: string, expiresAtSeconds: number): Promise<string> {
  // A domain prefix keeps this MAC from matching any other HMAC use of the secret.
  const mac = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    encoder.encode(`public-media:v1:${expiresAtSeconds}:${key}`),
  );
  return base64url(new Uint8Array(mac).slice(0, SIGNATURE_BYTES));
}

/** The site-relative path of a public link to `key`, valid for `ttlMs` from `now`. */
export async function publicMediaPath(secret: string, key: string, now: Date, ttlMs = PUBLIC_MEDIA_TTL_MS): Promise<string> {
  const expires = Math.ceil((now.getTime() + ttlMs) / 1000);
  const encodedKey = key.split("/").map(encodeURIComponent).join("/");
  return `${PUBLIC_MEDIA_PREFIX}/${expires}/${await signature(secret, key, expires)}/${encodedKey}`;
}

/** Whether a link's expiry and signature open `key` at `now` (constant-time comparison). */
export async function publicMediaLinkValid(
  secret: string,
  key: string,
  expiresAtSeconds: number,
  given: string,
  now: Date,
): Promise<boolean> {
  if (!Number.isSafeInteger(expiresAtSeconds) || expiresAtSeconds * 1000 <= now.getTime()) return false;
  const expected = await signature(secret, key, expiresAtSeconds);
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
