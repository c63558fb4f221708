// The one cookie-keeping "browser tab" the tests drive the API with, over any fetch: Hono's
// app.request (createTestApp), the Worker's SELF.fetch (workerd tests) or real HTTP (black-box
// suites). Runtime-neutral: no Node or Workers imports, so it runs in both.

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface CookieClientOptions {
  fetch: Fetcher;
  /** Prefixed to every path. */
  origin: string;
  /** Send `Origin: <origin>` on writes, as a browser on the product's own page does. */
  sameOrigin?: boolean;
}

export function cookieClient({ fetch, origin, sameOrigin = false }: CookieClientOptions) {
  let cookie = "";
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // Bytes go as they are (multipart uploads); anything else as JSON.
    const raw = body instanceof ArrayBuffer;
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined || raw ? {} : { "content-type": "application/json" }),
        ...(sameOrigin && method !== "GET" ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) {
      // A cleared cookie (`name=; Max-Age=0`) means signed out.
      const [pair] = set.split(";");
      cookie = pair?.endsWith("=") ? "" : (pair ?? "");
    }
    return res;
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

export type CookieClient = ReturnType<typeof cookieClient>;
