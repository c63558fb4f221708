// Every migration must run as written on D1, which applies a file's statements in one transaction of
// its own: it refuses transaction control, and ignores `PRAGMA foreign_keys` (its foreign keys are
// always on), so a table rebuild that relied on switching them off would hit its own constraints.
// `PRAGMA defer_foreign_keys = on` is the D1 way: checks wait for the end of the migration.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MIGRATIONS = join(import.meta.dirname, "../../migrations");

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /^\s*PRAGMA\s+foreign_keys\b/i, why: "D1 ignores it: use PRAGMA defer_foreign_keys = on" },
  { pattern: /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i, why: "D1 runs each migration in its own transaction" },
  { pattern: /^\s*(ATTACH|DETACH|VACUUM)\b/i, why: "not available on D1" },
];

/**
 * Statements kept although they break a rule, each with the reason (file: statement start). Empty:
 * a file that must keep one says here why editing it would change a schema already applied.
 */
const ALLOWED: Record<string, string> = {};

/** The file's statements without comments, as wrangler splits them. */
function statements(sql: string): string[] {
  return sql
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/--.*$/gm, "").trim())
    .filter(Boolean);
}

function d1Problems(file: string, sql: string): string[] {
  return statements(sql).flatMap((statement) =>
    FORBIDDEN.filter(({ pattern }) => pattern.test(statement))
      .filter(() => !(`${file}: ${statement.slice(0, 40)}` in ALLOWED))
      .map(({ why }) => `${file}: "${statement.split("\n")[0]}": ${why}`),
  );
}

describe("migrations are D1-safe", () => {
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith(".sql"));

  it("finds the migrations", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("no migration switches foreign keys off or controls the transaction", () => {
    expect(files.flatMap((file) => d1Problems(file, readFileSync(join(MIGRATIONS, file), "utf8")))).toEqual([]);
  });

  it("the lint catches what D1 would not run as meant", () => {
    const bad = "PRAGMA foreign_keys=OFF;--> statement-breakpoint\nBEGIN;--> statement-breakpoint\nCREATE TABLE t (id integer);";
    expect(d1Problems("x.sql", bad)).toHaveLength(2);
    expect(d1Problems("y.sql", "PRAGMA defer_foreign_keys=ON;--> statement-breakpoint\nCREATE TABLE t (id integer);")).toEqual(
      [],
    );
  });
});
