// The Leads tab's CSV export (RFC 4180). Cells that a spreadsheet would run as a formula are
// prefixed with an apostrophe: a visitor types the name and message, so they are untrusted
// (OWASP "CSV Injection").
import type { Lead } from "@realty/contracts/leads";

const HEADER = ["Received", "Name", "Email", "Phone", "Message", "Status", "Notes", "Page type", "Page"];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = leads.map((l) => [
    l.createdAt,
    l.name,
    l.email ?? "",
    l.phone ?? "",
    l.message,
    l.status,
    l.notes,
    l.source.type,
    l.source.title,
  ]);
  return `${[HEADER, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** leads-2026-01-15.csv */
export function leadsCsvName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
