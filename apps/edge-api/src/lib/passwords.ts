// scrypt with OWASP's equal-strength parameters (N=2^14, r=8, p=5); the parameters live in the hash
// so they can be raised later and old hashes still verify. node:crypto is available on Workers
// through nodejs_compat, unlike PBKDF2 whose iteration cap differs between local and production.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const DEFAULT = { N: 2 ** 14, r: 8, p: 5, keyLength: 32 };

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = DEFAULT;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend comparable time so a missing account is not told apart by speed.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, "base64");
  const actual = await derive(password, Buffer.from(saltB64, "base64"), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}
