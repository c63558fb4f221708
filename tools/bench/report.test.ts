import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BenchReport, machineInfo, median, percentile, type SectionResult, writeReport } from "./report.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function section(name: SectionResult["name"], figure: number, overrides: Partial<SectionResult> = {}): SectionResult {
  return {
    name,
    title: `${name} title`,
    measuredAt: new Date().toISOString(),
    machine: { ...machineInfo(), loadAverage: 0 },
    status: "ok",
    budgets: [{ label: `${name} budget`, pass: figure < 10, detail: `figure ${figure}` }],
    data: { figure },
    markdown: [`figure ${figure}`],
    ...overrides,
  };
}

describe("bench statistics", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("uses nearest-rank percentiles", () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe("writeReport", () => {
  it("replaces only the sections measured now and keeps the others with their figures", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-report-"));
    dirs.push(dir);
    writeReport(dir, [section("hash", 1), section("api", 2)]);
    writeReport(dir, [section("api", 20)]);

    const report = JSON.parse(readFileSync(join(dir, "bench.json"), "utf8")) as BenchReport;
    expect(report.sections.hash?.data).toEqual({ figure: 1 });
    expect(report.sections.api?.data).toEqual({ figure: 20 });

    const markdown = readFileSync(join(dir, "bench.md"), "utf8");
    expect(markdown).toContain("- **PASS** hash budget: figure 1");
    expect(markdown).toContain("- **FAIL** api budget: figure 20");
    expect(markdown.indexOf("## hash title")).toBeLessThan(markdown.indexOf("## api title"));
  });

  it("says why a section was not measured and warns when the machine was busy", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-report-"));
    dirs.push(dir);
    const busy = { ...machineInfo(), cpuCount: 2, loadAverage: 9 };
    writeReport(dir, [
      section("lighthouse", 0, { status: "not available", reason: "no public page exists yet", budgets: [], machine: busy }),
    ]);

    const markdown = readFileSync(join(dir, "bench.md"), "utf8");
    expect(markdown).toContain("**not available**: no public page exists yet");
    expect(markdown).toContain("The machine was busy");
  });
});
