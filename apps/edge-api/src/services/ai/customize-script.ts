// Customize a script (STYLE.md "one feature end to end"): load it, check access, call the AI port,
// store the member's version. Nothing is stored when the AI call fails.
import type { CustomizeScriptValues } from "@realty/contracts/content";
import { eq } from "drizzle-orm";
import { scriptCustomizations, scripts } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { AiPort } from "../../ports/ai.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished } from "../content/access.ts";

export interface CustomizeDeps {
  db: Database;
  ai: AiPort;
  now: () => Date;
  /** Where a failed upstream call is reported (the answer to the member never says why). */
  log?: (message: string) => void;
}

export async function customizeScript(
  deps: CustomizeDeps,
  user: User,
  scriptId: number,
  input: CustomizeScriptValues,
): Promise<{ customizedContent: string }> {
  const [script] = await deps.db.select().from(scripts).where(eq(scripts.id, scriptId)).limit(1);
  const audience = audienceFor(user);
  if (!script || (!script.published && !audienceSeesUnpublished(audience))) throw new AppError("NOT_FOUND", "Script not found");
  // The same rule that sets hasAccess in GET /api/scripts (services/content/access.ts).
  if (!audienceCanOpen(audience, script.accessLevel)) {
    throw new AppError("FORBIDDEN", "Upgrade your plan to customize this script.");
  }

  const result = await deps.ai.personalize({
    title: script.title,
    content: script.content,
    location: input.location,
    specialty: input.specialty,
    personality: input.personality,
  });
  if (!result.ok || !result.content.trim()) {
    deps.log?.(`AI customization failed for script ${script.id} (${deps.ai.kind}): ${result.ok ? "empty" : result.reason}`);
    throw new AppError("UPSTREAM", "We couldn't personalize this script right now. Please try again.");
  }

  const now = deps.now();
  const values = {
    content: result.content,
    location: input.location ?? null,
    specialty: input.specialty ?? null,
    personality: input.personality ?? null,
    updatedAt: now,
  };
  // One saved version per member and script: a re-customization replaces the last one.
  await deps.db
    .insert(scriptCustomizations)
    .values({ userId: user.id, scriptId: script.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: [scriptCustomizations.userId, scriptCustomizations.scriptId], set: values });
  return { customizedContent: result.content };
}
