// A cookie-keeping browser over the Worker's own fetch handler (SELF), shaped like createTestApp's
// client so the runtime-neutral helpers (testing/checkout-client.ts) drive both.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema.ts";
import type { Database } from "../db/types.ts";

export const ORIGIN = "http://localhost";

export function workerDb(): Database {
  return drizzle(env.DB, { schema }) as unknown as Database;
}

export function client() {
  let cookie = "";
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // Bytes go as they are (multipart uploads); anything else as JSON.
    const raw = body instanceof ArrayBuffer;
    const res = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined || raw ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: ORIGIN }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined || raw ? (body as ArrayBuffer | undefined) : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) {
      const [pair] = set.split(";");
      cookie = pair?.endsWith("=") ? "" : (pair ?? "");
    }
    return res as unknown as Response;
  }
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call("PUT", path, body ?? {}, headers),
    del: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

export type WorkerBrowser = ReturnType<typeof client>;
