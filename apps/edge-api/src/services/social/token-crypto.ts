// Social access and refresh tokens are stored encrypted (AES-256-GCM, Web Crypto: the same code on
// Node and Workers). The key is derived from APP_SECRET with HKDF, so no second secret is needed,
// and each ciphertext is bound to its owner and platform so a row copied to another user fails.
import { base64Url } from "../../lib/tokens.ts";

const VERSION = "v1";
const keys = new Map<string, Promise<CryptoKey>>();

function tokenKey(appSecret: string): Promise<CryptoKey> {
  let key = keys.get(appSecret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(appSecret), "HKDF", false, ["deriveKey"]);
      return crypto.subtle.deriveKey(
        {
          name: "HKDF",
          hash: "SHA-256",
          salt: new TextEncoder().encode("realty-social-tokens"),
          info: new TextEncoder().encode(VERSION),
        },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    })();
    keys.set(appSecret, key);
  }
  return key;
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the ciphertext is bound to: the owner and the platform of the connection row. */
export function tokenContext(userId: number, platform: string): string {
  return `${userId}:${platform}`;
}

export async function encryptToken(appSecret: string, plain: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
    await tokenKey(appSecret),
    new TextEncoder().encode(plain),
  );
  return `${VERSION}.${base64Url(iv)}.${base64Url(new Uint8Array(sealed))}`;
}

/** The plain token, or throws when the value was tampered with, moved or sealed with another secret. */
export async function decryptToken(appSecret: string, sealed: string, context: string): Promise<string> {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) throw new Error("Unknown token format");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64Url(iv), additionalData: new TextEncoder().encode(context) },
    await tokenKey(appSecret),
    fromBase64Url(body),
  );
  return new TextDecoder().decode(plain);
}
