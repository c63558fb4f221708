import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "./errors.ts";

/**
 * Hono validator backed by a zod schema. A failure answers 400 with the first message as
 * `message` and every field's first message under `errors`, and the handler never runs.
 */
export function valid<Target extends "json" | "query" | "param" | "form", Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      fields[key] ??= issue.message;
    }
    throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid request", fields);
  });
}
