import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema.ts";

/** Any async drizzle SQLite database: libSQL on Node and Turso, D1 on Workers. */
export type Database = BaseSQLiteDatabase<"async", unknown, typeof schema>;

export type User = typeof schema.users.$inferSelect;
export type Session = typeof schema.sessions.$inferSelect;
export type PaymentOrder = typeof schema.paymentOrders.$inferSelect;
