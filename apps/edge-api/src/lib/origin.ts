import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/** The origin links should point at: PUBLIC_URL when configured, otherwise this request's. */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.var.deps.config.publicUrl;
  return configured ? new URL(configured).origin : new URL(c.req.url).origin;
}
