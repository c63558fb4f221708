// The shared cookie client (testing/cookie-client.ts) over the Worker's own fetch handler (SELF),
// so the runtime-neutral helpers (testing/checkout-client.ts) drive both runtimes.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { cookieClient } from "../testing/cookie-client.ts";

export const ORIGIN = "http://localhost";

export function workerDb(): Database {
  return drizzle(env.DB, { schema }) as unknown as Database;
}

/** A browser tab on the product's own page, over the Worker's fetch handler. */
export function client() {
  return cookieClient({
    fetch: async (url, init) => (await SELF.fetch(url, init as Parameters<typeof SELF.fetch>[1])) as unknown as Response,
    origin: ORIGIN,
    sameOrigin: true,
  });
}

export type WorkerBrowser = ReturnType<typeof client>;
