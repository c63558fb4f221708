// The Users tab's server-side list: search, plan filter, sort and pages in SQL,
// and the same selection, unpaged, as CSV.
import type { AdminUser } from "@realty/contracts/admin";
import type { adminUsersQuery, Paged } from "@realty/contracts/admin-business";
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { toCsv } from "../../lib/csv.ts";
import { toAdminUser } from "./users.ts";

type Query = z.output<typeof adminUsersQuery>;

function where(q: Query): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.q) {
    const needle = `%${q.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const has = (column: SQL) => sql`lower(${column}) LIKE ${needle} ESCAPE '\\'`;
    parts.push(or(has(sql`${users.firstName} || ' ' || ${users.lastName}`), has(sql`${users.email}`)));
  }
  if (q.plan) parts.push(eq(users.accessLevel, q.plan));
  return and(...parts);
}

function orderBy(q: Query): SQL[] {
  const column = {
    createdAt: sql`${users.createdAt}`,
    name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    email: sql`${users.email}`,
    accessLevel: sql`${users.accessLevel}`,
  }[q.sort];
  const by = q.dir === "asc" ? asc : desc;
  return [by(column), by(users.id)];
}

export async function pageUsers(db: Database, q: Query): Promise<Paged<AdminUser>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where(q))
      .orderBy(...orderBy(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where(q)),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function usersCsv(db: Database, q: Query): Promise<string> {
  const rows = await db
    .select()
    .from(users)
    .where(where(q))
    .orderBy(...orderBy(q));
  return toCsv(
    ["id", "first_name", "last_name", "email", "access_level", "role", "joined"],
    rows.map((u) => [u.id, u.firstName, u.lastName, u.email, u.accessLevel, u.role, u.createdAt.toISOString()]),
  );
}
