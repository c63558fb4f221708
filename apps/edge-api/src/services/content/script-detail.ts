// GET /api/scripts/:id: one script with its post kit. The list stays small (no kit); the dialog asks
// for this when it opens. The same access rule as the list decides: a locked script answers with its
// excerpt and no kit, so no kit text leaves the server for a script the caller cannot open.
import type { ScriptDetail } from "@realty/contracts/library";
import { LEAD_MAGNETS } from "@realty/library/lead-magnets";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { type Audience, audienceCanOpen, audienceFor, audienceSeesUnpublished, scriptSample } from "./access.ts";
import { getCatalogue, type ScriptRow } from "./catalogue.ts";
import { customizedContentByScript } from "./customizations.ts";
import { presentScript } from "./present.ts";

const MAGNET_TITLES: ReadonlyMap<string, string> = new Map(LEAD_MAGNETS.map((m) => [m.slug, m.title]));

export function leadMagnetTitle(slug: string | null): string | null {
  return slug ? (MAGNET_TITLES.get(slug) ?? null) : null;
}

/** A published script (any script for an admin), or NOT_FOUND; access is the caller's to check. */
export async function findScript(db: Database, audience: Audience, scriptId: number): Promise<ScriptRow> {
  const row = (await getCatalogue(db)).scriptById.get(scriptId);
  if (!row || (!row.published && !audienceSeesUnpublished(audience))) throw new AppError("NOT_FOUND", "Script not found");
  return row;
}

/** The lead magnets promised by published scripts this audience can open. */
export async function openLeadMagnets(db: Database, audience: Audience): Promise<Set<string>> {
  const open = new Set<string>();
  for (const script of (await getCatalogue(db)).scripts) {
    if (!script.leadMagnet || !script.published) continue;
    if (audienceCanOpen(audience, script.accessLevel, scriptSample(script))) open.add(script.leadMagnet);
  }
  return open;
}

export async function getScriptDetail(db: Database, user: User | null, scriptId: number): Promise<ScriptDetail> {
  const audience = audienceFor(user);
  const row = await findScript(db, audience, scriptId);
  const item = presentScript(row, audience);
  const open = audienceCanOpen(audience, row.accessLevel, scriptSample(row));
  const customized = open && user ? ((await customizedContentByScript(db, user.id)).get(row.id) ?? null) : null;
  return {
    ...item,
    customizedContent: customized,
    kit: open ? row.kit : null,
    leadMagnet: row.leadMagnet,
    leadMagnetTitle: leadMagnetTitle(row.leadMagnet),
  };
}
