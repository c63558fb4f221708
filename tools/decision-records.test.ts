// Decision records are records: one decision per file with its date, status and the usual three
// sections; a superseded record links to a record that exists; the index lists every file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../docs/decisions");
const records = readdirSync(folder).filter((f) => /^\d+-[a-z0-9-]+\.md$/.test(f));

describe("docs/decisions", () => {
  it("holds one decision per file: title, date, status, context, decision and consequences", () => {
    const malformed = records.filter((file) => {
      const text = readFileSync(join(folder, file), "utf8");
      const shape = /^# .+\n\n- Date: \d{4}-\d{2}-\d{2}\n- Status: (accepted|superseded by \[\d+\]\(\d+-[a-z0-9-]+\.md\)).*\n/;
      const sections = ["## Context", "## Decision", "## Consequences"].map((h) => text.indexOf(`\n${h}\n`));
      return !shape.test(text) || sections.some((at) => at < 0) || sections.some((at, i) => i > 0 && at < (sections[i - 1] ?? 0));
    });
    expect(malformed).toEqual([]);
  });

  it("links every status and cross-reference to a record that exists", () => {
    const broken = records.flatMap((file) =>
      [...readFileSync(join(folder, file), "utf8").matchAll(/\]\((\d+-[a-z0-9-]+\.md)\)/g)]
        .map((m) => m[1] ?? "")
        .filter((target) => !existsSync(join(folder, target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("lists every record in the index, with its status", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    const missing = records.filter(
      (file) => !new RegExp(`\\]\\(${file.replace(".", "\\.")}\\) — (accepted|superseded)`).test(index),
    );
    expect(missing).toEqual([]);
  });
});
