// The Leads tab's CSV export: a visitor types the name and message, so every cell goes through
// the shared CSV writer that neutralises formulas (lib/csv.ts).
import type { Lead } from "@realty/contracts/leads";
import { toCsv } from "../../lib/csv.ts";

const HEADER = ["Received", "Name", "Email", "Phone", "Message", "Status", "Notes", "Page type", "Page"];

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
  return toCsv(HEADER, rows);
}

/** leads-2026-01-15.csv */
export function leadsCsvName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
