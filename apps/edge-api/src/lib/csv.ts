// RFC 4180 CSV for every export (the admin's lists, a member's leads). Names, messages and titles
// are typed by people, so a cell a spreadsheet could run as a formula is neutralised (OWASP "CSV
// Injection"): one starting with = + - @ tab or CR, or holding one right after a separator or a
// quote (a spreadsheet that splits on ";" or "|" would start a new cell there), is quoted whole and
// prefixed with an apostrophe, so it stays one cell and reads as text.
const FORMULA_START = /(?:^|[,;|\t"'])[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  // Numbers are ours (counts, cents), never typed by a visitor: a negative one stays a number.
  if (typeof value === "number") return String(value);
  const text = value ?? "";
  if (FORMULA_START.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
