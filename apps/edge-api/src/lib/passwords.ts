// scrypt with OWASP's equal-strength parameters (N=2^14, r=8, p=5); the parameters live in the hash
// so they can be raised later and old hashes still verify. node:crypto is available on Workers
// through nodejs_compat, unlike PBKDF2 whose iteration cap differs between local and production.
//
// Where the work runs is injected: inline by default (Workers, the CLI, tests), and on Node the
// entry installs a small worker_threads pool (password-pool.ts) so hashing never competes with
// file serving for libuv's threads or the event loop. This module stays free of worker_threads so
// the Worker bundle builds.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptJob {
  password: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** Derives one scrypt key; may refuse with an AppError (UNAVAILABLE) when its queue is full. */
export type ScryptHasher = (job: ScryptJob) => Promise<Buffer>;

const DEFAULT = { N: 2 ** 14, r: 8, p: 5, keyLength: 32 };

/** Memory scrypt needs is 128·N·r bytes; twice that leaves room for Node's own check. */
export const scryptMaxmem = (N: number, r: number) => 256 * N * r;

/** In this thread, on libuv's pool: right for Workers (no worker_threads) and one-off callers. */
export const inlineHasher: ScryptHasher = ({ password, salt, N, r, p, keyLength }) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: scryptMaxmem(N, r) }, (err, key) => (err ? reject(err) : resolve(key)));
  });

let hasher: ScryptHasher = inlineHasher;

/** Installs where hashing runs (node.ts: the pool); returns the previous one so tests can restore it. */
export function setPasswordHasher(next: ScryptHasher): ScryptHasher {
  const previous = hasher;
  hasher = next;
  return previous;
}

const derive = (password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) =>
  hasher({ password: password.normalize("NFKC"), salt, N, r, p, keyLength });

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = DEFAULT;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Parameters we would compute ourselves; anything else (a corrupt or hostile row) is no hash. */
function parse(stored: string | null | undefined): Parsed | null {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const key = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { N, r, p, salt, key };
}

/** Constant-time: the comparison takes as long for a near miss as for a far one. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Spend comparable time so a missing account is not told apart by speed.
    await hashPassword(password);
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}
