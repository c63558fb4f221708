// The public forms (a share page's lead form, a landing page's guide request) post plain HTML
// forms, and JSON clients may call the same routes: one reader for both.
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../lib/errors.ts";

export function isJson(c: Context<AppEnv>): boolean {
  return /^application\/json/i.test(c.req.header("content-type") ?? "");
}

/** The submitted fields as sent, before validation; an unreadable body is a 400. */
export async function readFormBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    if (isJson(c)) return ((await c.req.json()) ?? {}) as Record<string, unknown>;
    return await c.req.parseBody();
  } catch {
    throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
  }
}
