/** libSQL and D1 both report a unique index conflict with this text, sometimes on the cause. */
export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: unknown } | null)?.cause;
  return /UNIQUE constraint failed/i.test(String(err)) || /UNIQUE constraint failed/i.test(String(cause));
}
