// Regression guard (the serving part): password hashing shared libuv's threads with file serving, so 16
// parallel password checks pushed a static fetch from 15 ms to 7.7 s. Hashing now runs on its own
// bounded thread pool; a full queue answers 503 with Retry-After instead of piling up. (The
// password-change rate limit of the same finding is tested beside that route.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { scaledRateLimits } from "../../apps/edge-api/src/lib/app-config.ts";
import { createPasswordPool, type PasswordPool } from "../../apps/edge-api/src/lib/password-pool.ts";
import {
  hashPassword,
  inlineHasher,
  type ScryptHasher,
  setPasswordHasher,
  verifyPassword,
} from "../../apps/edge-api/src/lib/passwords.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

/** Made by the hashing code before the pool (git history of lib/passwords.ts): must keep verifying. */
const OLD_HASH = "scrypt$16384$8$5$PSBasvjLndrw01w8znwE5g==$pNXlTWBByOmZHFzKb2tmR5deZL0RKEt/GQeGejUsCvs=";

let t: TestApp | undefined;
let pool: PasswordPool | undefined;
let previous: ScryptHasher | undefined;
afterEach(async () => {
  t?.cleanup();
  t = undefined;
  if (previous) setPasswordHasher(previous);
  await pool?.close();
  pool = undefined;
});

function usePool(threads: number, queueLimit: number) {
  pool = createPasswordPool({ threads, queueLimit });
  previous = setPasswordHasher(pool.hash);
  return pool;
}

const member = { firstName: "Pat", lastName: "Pool", email: "pat@example.com", password: "pool-password-1" };

describe("password hashing pool", () => {
  it("refuses logins beyond the queue with 503 and Retry-After, and serves other requests meanwhile", async () => {
    t = await createTestApp({ config: { rateLimits: scaledRateLimits(1000) } });
    expect((await t.client().post("/api/auth/register", member)).status).toBe(201);
    const hashing = usePool(1, 2);

    const app = t;
    const logins = Array.from({ length: 12 }, () =>
      app.client().post("/api/auth/login", { email: member.email, password: member.password }),
    );
    // While the pool works through the queue, a request that does not hash is answered at once.
    await vi.waitFor(() => expect(hashing.pending()).toBe(3), { timeout: 10_000, interval: 5 });
    expect((await app.client().get("/api/health")).status).toBe(200);
    expect(hashing.pending()).toBeGreaterThan(0);

    const answers = await Promise.all(logins);
    const statuses = answers.map((r) => r.status);
    // One hashing and two waiting get in (a few more if a hash ends while logins still arrive);
    // the rest are told to come back, and nothing fails otherwise.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const res of answers.filter((r) => r.status === 503)) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toEqual({ message: "Too many sign-ins at once. Please try again in a moment." });
    }
    // The pool drained: the next login works.
    expect((await app.client().post("/api/auth/login", member)).status).toBe(200);
  });

  it("hashes made before the pool still verify, through the pool and inline", async () => {
    usePool(1, 4);
    expect(await verifyPassword("correct-horse-battery-1", OLD_HASH)).toBe(true);
    expect(await verifyPassword("correct-horse-battery-2", OLD_HASH)).toBe(false);
    setPasswordHasher(inlineHasher);
    expect(await verifyPassword("correct-horse-battery-1", OLD_HASH)).toBe(true);
  });

  it("pool and inline hashes are interchangeable, with the parameters in the hash", async () => {
    usePool(2, 4);
    const fromPool = await hashPassword("interchangeable-1");
    expect(fromPool).toMatch(/^scrypt\$16384\$8\$5\$/);
    setPasswordHasher(inlineHasher);
    expect(await verifyPassword("interchangeable-1", fromPool)).toBe(true);
  });

  it("a job the thread refuses fails alone; the pool keeps hashing", async () => {
    const hashing = usePool(1, 4);
    const bad = { password: "x", salt: Buffer.alloc(16), N: 3, r: 8, p: 5, keyLength: 32 };
    await expect(hashing.hash(bad)).rejects.toThrow();
    expect(await verifyPassword("correct-horse-battery-1", OLD_HASH)).toBe(true);
    expect(hashing.pending()).toBe(0);
  });

  it("a corrupt or hostile stored hash is a failed check, not a crash", async () => {
    usePool(1, 4);
    for (const stored of [
      null,
      "",
      "scrypt$x",
      "scrypt$3$8$5$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA==",
      "scrypt$1073741824$8$5$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA==",
    ]) {
      expect(await verifyPassword("anything-at-all", stored)).toBe(false);
    }
  });
});
