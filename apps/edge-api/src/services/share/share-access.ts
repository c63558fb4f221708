// Whether a signed link opens its item right now. A link is the member's own access lent to the
// people they send it to, so it lasts exactly as long as that access: a refund, a lowered plan or
// a deleted account closes every link the member made.
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import { type ShareType, shareMinter } from "./signing.ts";

/** none: no valid signature; open: the minter may still open the item; revoked: they may not. */
export type ShareState = "none" | "open" | "revoked";

export interface SharedItem {
  type: ShareType;
  id: number;
  /** The tier the item needs (scripts.access_level, videos.access_level). */
  accessLevel: string;
}

export async function shareState(
  db: Database,
  secret: string,
  item: SharedItem,
  signature: string | undefined | null,
): Promise<ShareState> {
  const minterId = await shareMinter(secret, item.type, item.id, signature);
  if (minterId === null) return "none";
  const [minter] = await db
    .select({ role: users.role, accessLevel: users.accessLevel })
    .from(users)
    .where(eq(users.id, minterId))
    .limit(1);
  return minter && audienceCanOpen(audienceFor(minter), item.accessLevel) ? "open" : "revoked";
}
