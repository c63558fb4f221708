import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "./errors.ts";

/** `application/json`, optionally with parameters (`; charset=utf-8`); nothing else is JSON here. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const JSON_ONLY = "Send the request body as JSON (Content-Type: application/json).";

/**
 * Refuses a JSON route's request unless it says it is JSON. Hono's json validator reads any other
 * body (text/plain, a form, none at all) as `{}`, which a schema of optional fields accepts: a
 * text/plain PUT would then save an empty object over real data. Multipart uploads and the Stripe
 * webhook never use `valid("json")`, so they are untouched.
 */
function requireJson(contentType: string | undefined): void {
  if (!contentType || !JSON_TYPE.test(contentType.trim())) throw new AppError("UNSUPPORTED_MEDIA", JSON_ONLY);
}

/**
 * Hono validator backed by a zod schema. A failure answers 400 with the first message as
 * `message` and every field's first message under `errors`, and the handler never runs. A `json`
 * target also answers 415 for a body that is not `application/json`.
 */
export function valid<Target extends "json" | "query" | "param" | "form", Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      fields[key] ??= issue.message;
    }
    throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid request", fields);
  });
  if (target !== "json") return check;
  const strict: typeof check = (c, next) => {
    requireJson(c.req.header("content-type"));
    return check(c, next);
  };
  return strict;
}
