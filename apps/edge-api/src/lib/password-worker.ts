// One thread of the password pool (password-pool.ts, over worker-pool.ts). scryptSync runs on this thread itself, not on
// libuv's shared pool, so file reads on the main thread never wait behind a hash. Node runs this
// file directly (type stripping): erasable syntax and node: imports only.
import { scryptSync } from "node:crypto";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";

/**
 * On Linux a nice value belongs to a thread, and setPriority() with no pid sets the calling one's:
 * this lowers only the hashing thread, so when cores are scarce the scheduler serves requests
 * first and logins wait. (Elsewhere it would lower the whole process, so it is Linux only.)
 */
const HASHING_NICE = 10;
if (process.platform === "linux") {
  try {
    setPriority(HASHING_NICE);
  } catch {
    // Not allowed here (a sandbox): hashing still runs on its own thread, at normal priority.
  }
}

interface Job {
  password: string;
  salt: Uint8Array;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

parentPort?.on("message", ({ id, job }: { id: number; job: Job }) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, {
      N: job.N,
      r: job.r,
      p: job.p,
      maxmem: 256 * job.N * job.r,
    });
    parentPort?.postMessage({ id, result: key });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
