// Turns a signed share page into the member's page: whose link it is, their brand (or
// their account name until they fill one in), and the script as they customized it.
import type { BrandProfile } from "@realty/contracts/brand-profile";
import { clearedToShare } from "@realty/contracts/customize";
import { lintFairHousing } from "@realty/library/fair-housing";
import { and, eq } from "drizzle-orm";
import { scriptCustomizations, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { accountBrand, getBrandProfile } from "../brand/brand-profile.ts";
import { type SharePageItem, teaser } from "./share-items.ts";
import { shareMinter } from "./signing.ts";

export type LeadFormState = "form" | "sent";

/** Whose page this is: the member who minted the signed link. */
export interface ShareAgent {
  profile: Pick<
    BrandProfile,
    | "displayName"
    | "photoUrl"
    | "brokerage"
    | "phone"
    | "email"
    | "licenseNumber"
    | "licenseState"
    | "equalHousing"
    | "brandColor"
  >;
  /** The signed link's signature: the form sends it back so the server can verify whose page it is. */
  signature: string;
  leadState: LeadFormState;
}

export async function agentProfile(db: Database, userId: number): Promise<ShareAgent["profile"] | null> {
  const brand = await getBrandProfile(db, userId);
  if (brand) return brand;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { ...accountBrand(user, null), photoUrl: null };
}

/**
 * The member's own wording of a script, when they saved one that may be shared: a version the
 * fair-housing check flagged stays private until the member confirms it (the library's text shows).
 */
async function customizedText(db: Database, userId: number, scriptId: number): Promise<string | null> {
  const [row] = await db
    .select({ content: scriptCustomizations.content, kit: scriptCustomizations.kit })
    .from(scriptCustomizations)
    .where(and(eq(scriptCustomizations.userId, userId), eq(scriptCustomizations.scriptId, scriptId)))
    .limit(1);
  if (!row) return null;
  const flags = row.kit ? row.kit.flags : lintFairHousing(row.content);
  if (!clearedToShare({ flags, flagsConfirmed: row.kit?.flagsConfirmed ?? false })) return null;
  return row.content.replace(/\\n/g, "\n");
}

/**
 * The agent behind a signed page and the item as they shared it. A bare link (or one that opens
 * nothing) stays the library's own page: agent null, item unchanged.
 */
export async function loadShareAgent(
  db: Database,
  secret: string,
  item: SharePageItem,
  signature: string | undefined,
  leadState: LeadFormState,
): Promise<{ item: SharePageItem; agent: ShareAgent | null }> {
  if (!item.signed || !signature) return { item, agent: null };
  const minterId = await shareMinter(secret, item.type, item.id, signature);
  const profile = minterId === null ? null : await agentProfile(db, minterId);
  if (minterId === null || !profile) return { item, agent: null };
  const agent: ShareAgent = { profile, signature, leadState };
  const custom = item.type === "script" ? await customizedText(db, minterId, item.id) : null;
  if (!custom) return { item, agent };
  const hook = custom.split(/\n\s*\n/)[0] ?? custom;
  return { item: { ...item, text: custom, description: teaser(hook, 200) }, agent };
}
