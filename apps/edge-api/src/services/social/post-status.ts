// A hub post's status, derived from its deliveries in one SQL expression, so the scheduler, the
// member's edits and the money batches that cancel posts all agree on it.
import { type SQL, sql } from "drizzle-orm";
import { hubPostDeliveries } from "../../db/schema.ts";

/** A post's status from its deliveries, as SQL over the post row's id (also used inside money batches). */
export function postStatusSql(postId: SQL): SQL {
  const d = hubPostDeliveries;
  const open = sql`${d.status} in ('pending', 'claimed', 'sending')`;
  return sql`case
    when not exists (select 1 from ${d} where ${d.hubPostId} = ${postId} and ${d.status} <> 'cancelled') then 'cancelled'
    when exists (select 1 from ${d} where ${d.hubPostId} = ${postId} and ${open} and ${d.attempts} > 0) then 'publishing'
    when exists (select 1 from ${d} where ${d.hubPostId} = ${postId} and ${open}) then 'scheduled'
    when not exists (select 1 from ${d} where ${d.hubPostId} = ${postId} and ${d.status} <> 'posted') then 'posted'
    when not exists (select 1 from ${d} where ${d.hubPostId} = ${postId} and ${d.status} = 'posted') then 'failed'
    else 'partial' end`;
}
