import { desc } from "drizzle-orm";
import { mailOutbox } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: Date;
}

/** The local mail adapter's last 100 messages, newest first (GET /api/dev/mail). */
export async function listOutbox(db: Database): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  return rows.map(({ to, subject, text, links, createdAt }) => ({ to, subject, text, links, createdAt }));
}
