import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { type AuditRecord, recordAudit } from "../../services/admin/audit.ts";

/** Every /api/admin/* route: 401 signed out, 403 for a member, decided here on the server. */
export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireAdmin(c);
  await next();
});

export const idParam = z.object({ id: z.coerce.number().int().positive("Not found") });

/** Records the signed-in admin's action in the audit log. */
export async function audit(c: Context<AppEnv>, record: AuditRecord): Promise<void> {
  await recordAudit(c.var.deps.db, requireAdmin(c), record, c.var.deps.now());
}

/** Validates a body that did not come through a Hono validator (multipart fields), like valid(). */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid request", fields);
}
