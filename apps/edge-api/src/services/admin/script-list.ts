// The Scripts tab's server-side list. Views and leads add recorded events to the
// imported counts (listScripts), so filtering, sorting and paging happen after that merge, here on
// the server; the library is a few hundred rows.
import type { AdminScript } from "@realty/contracts/admin";
import type { adminScriptsQuery, Paged } from "@realty/contracts/admin-business";
import type { z } from "zod";
import type { Database } from "../../db/types.ts";
import { toCsv } from "../../lib/csv.ts";
import { listScripts } from "./scripts.ts";

type Query = z.output<typeof adminScriptsQuery>;

async function selected(db: Database, q: Query): Promise<AdminScript[]> {
  const needle = q.q?.toLowerCase();
  const rows = (await listScripts(db)).filter(
    (s) =>
      (!needle || s.title.toLowerCase().includes(needle)) &&
      (!q.plan || s.accessLevel === q.plan) &&
      (!q.category || s.adminCategory === q.category),
  );
  if (q.sort !== "order") {
    const key = q.sort;
    rows.sort((a, b) =>
      key === "title"
        ? a.title.localeCompare(b.title)
        : key === "createdAt"
          ? a.createdAt.localeCompare(b.createdAt)
          : a[key] - b[key],
    );
  }
  if (q.dir === "desc") rows.reverse();
  return rows;
}

export async function pageScripts(db: Database, q: Query): Promise<Paged<AdminScript>> {
  const rows = await selected(db, q);
  const start = (q.page - 1) * q.pageSize;
  return { items: rows.slice(start, start + q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize };
}

export async function scriptsCsv(db: Database, q: Query): Promise<string> {
  return toCsv(
    ["id", "title", "category", "list_category", "access_level", "urgency", "views", "leads"],
    (await selected(db, q)).map((s) => [s.id, s.title, s.category, s.adminCategory, s.accessLevel, s.urgency, s.views, s.leads]),
  );
}
