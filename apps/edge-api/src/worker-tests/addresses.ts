// A browser with its own client address. The Worker keys rate limits on CF-Connecting-IP, so suites
// that make many accounts or checkouts give each browser its own address and stay under the limits.
import { SELF } from "cloudflare:test";
import { cookieClient } from "../testing/cookie-client.ts";
import { ORIGIN } from "./worker-client.ts";

let next = 0;

/** A documentation-range address no other browser in this isolate uses. */
export function freshAddress(): string {
  next += 1;
  return `198.18.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

export function clientAt(address = freshAddress()) {
  return cookieClient({
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      headers.set("cf-connecting-ip", address);
      return (await SELF.fetch(url, { ...init, headers } as Parameters<typeof SELF.fetch>[1])) as unknown as Response;
    },
    origin: ORIGIN,
    sameOrigin: true,
  });
}
