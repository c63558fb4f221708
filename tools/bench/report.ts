// The report: every section's raw figures in reports/bench.json, and readable tables with budget
// lines in reports/bench.md. A run with --only replaces that one section and keeps the others, so
// the committed report always holds the latest figure of every section with its own date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";

export const SECTION_NAMES = [
  "hash",
  "bundle",
  "hashing",
  "api",
  "js",
  "lighthouse",
  "render",
  "app-lighthouse",
  "mixed",
  "pdfs",
  "worker",
  "voice",
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export interface Budget {
  label: string;
  pass: boolean;
  detail: string;
}

export interface Machine {
  cpuCount: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the section started: other work on the machine skews figures. */
  loadAverage: number;
}

export interface SectionResult {
  name: SectionName;
  title: string;
  measuredAt: string;
  machine: Machine;
  /** "not available" when the product does not have what the section measures yet (reason says what). */
  status: "ok" | "not available" | "error";
  reason?: string;
  budgets: Budget[];
  /** Raw figures, shaped by each section. */
  data: unknown;
  /** The section's tables, rendered when measured. */
  markdown: string[];
}

export interface BenchReport {
  generatedAt: string;
  machine: Machine;
  sections: Partial<Record<SectionName, SectionResult>>;
}

export function machineInfo(): Machine {
  return {
    cpuCount: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** The common head of a section's result, taken when it starts. */
export function startSection(name: SectionName, title: string): Pick<SectionResult, "name" | "title" | "measuredAt" | "machine"> {
  return { name, title, measuredAt: new Date().toISOString(), machine: machineInfo() };
}

/** A markdown table; cells are printed as given. */
export function table(headers: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
}

export function budgetLine(b: Budget): string {
  return `- **${b.pass ? "PASS" : "FAIL"}** ${b.label}: ${b.detail}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function renderSection(s: SectionResult): string[] {
  const when = `${s.measuredAt} · ${s.machine.cpuCount} CPU (${s.machine.cpuModel}) · Node ${s.machine.node} · load ${s.machine.loadAverage}`;
  const lines = [`## ${s.title}`, "", `_${when}_`, ""];
  if (s.machine.loadAverage > s.machine.cpuCount) {
    lines.push("> The machine was busy when this section started (load above the CPU count): figures are pessimistic.", "");
  }
  if (s.status !== "ok") lines.push(`**${s.status}**: ${s.reason ?? ""}`, "");
  if (s.markdown.length) lines.push(...s.markdown, "");
  if (s.budgets.length) lines.push("Budgets:", "", ...s.budgets.map(budgetLine), "");
  return lines;
}

export function renderMarkdown(report: BenchReport): string {
  const intro = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (see tools/bench/README.md). Budgets are checked here, never in tests:",
    "a FAIL line is a finding, not a broken build.",
    "",
    `Last run ${report.generatedAt} on ${report.machine.cpuCount} CPU, ${report.machine.memoryGb} GB, Node ${report.machine.node}.`,
    "",
  ];
  const sections = SECTION_NAMES.flatMap((name) => {
    const section = report.sections[name];
    return section ? renderSection(section) : [];
  });
  return `${[...intro, ...sections].join("\n").trimEnd()}\n`;
}

/** Merges the new sections into the existing report and writes both files. */
export function writeReport(dir: string, results: SectionResult[]): BenchReport {
  mkdirSync(dir, { recursive: true });
  const jsonPath = join(dir, "bench.json");
  let previous: BenchReport["sections"] = {};
  if (existsSync(jsonPath)) {
    try {
      previous = (JSON.parse(readFileSync(jsonPath, "utf8")) as BenchReport).sections ?? {};
    } catch {
      previous = {};
    }
  }
  const sections = { ...previous };
  for (const r of results) sections[r.name] = r;
  const report: BenchReport = { generatedAt: new Date().toISOString(), machine: machineInfo(), sections };
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, "bench.md"), renderMarkdown(report));
  return report;
}
