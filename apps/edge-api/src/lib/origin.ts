import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * The origin links point at: the configured one (PUBLIC_URL, or the listening origin in
 * development). Never the request's Host header, which a client chooses: a reset link built from
 * it would carry the token to the attacker's host.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return new URL(c.var.deps.config.publicUrl).origin;
}

/** The origin a development server is reached at: HOST and PORT, with a wildcard host as loopback. */
export function listeningOrigin(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  return new URL(`http://${reachable}:${port}`).origin;
}
