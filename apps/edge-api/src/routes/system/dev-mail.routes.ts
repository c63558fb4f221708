import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { listOutbox } from "../../services/mail/outbox.ts";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the request named this machine's loopback address as its Host. A page on another site
 * can point its own hostname at 127.0.0.1 (DNS rebinding) and read what the outbox answers from
 * the developer's browser; its requests still carry that hostname, so only loopback names pass.
 */
export function isLoopbackHost(host: string): boolean {
  const hostname = host
    .replace(/:\d+$/, "")
    .replace(/^\[(.*)\]$/, "$1")
    .toLowerCase();
  return hostname === "localhost" || isLoopback(hostname);
}

/**
 * GET /api/dev/mail: the local adapter's outbox, newest first. It holds reset links, so it exists
 * only with the local outbox, and then: in development for loopback clients only (the runtime's
 * socket address, never a header a client can write) that asked for a loopback Host; in production only behind
 * UNSAFE_STAGING_OUTBOX=1. Everywhere else it answers exactly as a route that is not there.
 */
export const devMailRoutes = new Hono<AppEnv>().get("/dev/mail", async (c) => {
  const { mail, config, clientAddress } = c.var.deps;
  if (mail.kind !== "local") return c.notFound();
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const allowed = config.production
    ? config.unsafeStagingOutbox
    : isLoopback(clientAddress?.(c.req.raw, c.env)) && isLoopbackHost(host);
  if (!allowed) return c.notFound();
  const messages = await listOutbox(c.var.deps.db);
  c.header("Cache-Control", "no-store");
  return c.json(messages);
});
