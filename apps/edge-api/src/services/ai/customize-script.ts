// Customize a script (STYLE.md "one feature end to end"): load it, check access, let the AI engine
// write a post kit, fall back to the built-in personalizer when it cannot, lint it for fair
// housing, store the member's version. Nothing is stored when nothing was customized.
import type {
  CustomizeEngine,
  CustomizeLanguage,
  CustomizeResult,
  CustomizeValues,
  ScriptKit,
} from "@realty/contracts/customize";
import { NOTHING_TO_CUSTOMIZE } from "@realty/contracts/customize";
import { type ComposedKit, composeKit, composeKitWithLines } from "@realty/personalizer/compose-kit";
import { spokenCity } from "@realty/personalizer/place";
import { and, eq } from "drizzle-orm";
import { scriptCustomizations, scripts } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { AiPort, PersonalizeRequest } from "../../ports/ai.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished, scriptSample } from "../content/access.ts";
import { unsafeReason } from "./answer-safety.ts";
import { lintFairHousing, lintKit } from "./fair-housing.ts";
import { factList } from "./guard/check-output.ts";
import { checkKit, describeFindings, type GuardContext, guardBuiltinKit, type KitSource } from "./guard/guard-kit.ts";

export interface CustomizeDeps {
  db: Database;
  ai: AiPort;
  now: () => Date;
  /** Where a refused or failed AI answer is reported (the member is told only that it fell back). */
  log: Log;
}

/** A step of the work, for the dialog's progress line. */
export type OnProgress = (step: string, message: string) => void;

export type CustomizableScript = typeof scripts.$inferSelect;

/** What the engine personalizes: a library script, or one written at run time (the monthly market script). */
export type ScriptSource = Pick<CustomizableScript, "title" | "content" | "category" | "topic" | "kit" | "language"> & {
  /** How the logs name it: "script 12", "the monthly market script". */
  logName: string;
};

/** A streamed answer's progress line every this many characters (JSON, so about six per word). */
const WRITING_STEP_CHARS = 240;
const CHARS_PER_WORD = 6;

export const SPANISH_NEEDS_AI = "Spanish needs the AI engine: this version is in English.";
export const ENGLISH_NEEDS_AI = "An English version of a Spanish script needs the AI engine: this one stays in Spanish.";
export const AI_FELL_BACK = "The AI engine couldn't finish this one, so the built-in personalizer wrote it.";
export const AI_LOST_A_FACT =
  "The AI version left out or changed a fact of the original, so the built-in personalizer wrote this one.";

/** What the agent's inputs may add to any sentence: the place's words, and a ZIP code's digits. */
function guardContext(location: string | undefined): GuardContext {
  const place = location ?? "";
  return { placeWords: place ? [place, spokenCity(place)] : [], allowedFigures: place.match(/\d+/g) ?? [] };
}

/** The script, if this member may customize it: 404 when missing or hidden, 403 when locked. */
export async function loadCustomizable(db: Database, user: User, scriptId: number): Promise<CustomizableScript> {
  const [script] = await db.select().from(scripts).where(eq(scripts.id, scriptId)).limit(1);
  const audience = audienceFor(user);
  if (!script || (!script.published && !audienceSeesUnpublished(audience))) throw new AppError("NOT_FOUND", "Script not found");
  // The same rule that sets hasAccess in GET /api/scripts (services/content/access.ts).
  if (!audienceCanOpen(audience, script.accessLevel, scriptSample(script))) {
    throw new AppError("FORBIDDEN", "Upgrade your plan to customize this script.");
  }
  return script;
}

/** The AI engine's kit when it answers in time with a safe, on-schema kit; otherwise null. */
async function fromAi(
  deps: CustomizeDeps,
  request: PersonalizeRequest,
  logName: string,
  onProgress: OnProgress,
): Promise<{ kit: ScriptKit } | { kit: null; notice: string }> {
  let reported = 0;
  const result = await deps.ai.personalize(request, {
    onText: (chars) => {
      // About one line per sentence written: enough to watch it grow, not a line per token.
      if (chars - reported < WRITING_STEP_CHARS) return;
      reported = chars;
      onProgress("writing", `Writing with AI: about ${Math.round(chars / CHARS_PER_WORD)} words so far...`);
    },
  });
  const reason = result.ok ? unsafeReason(result.kit, request.content) : result.reason;
  if (!result.ok || reason) {
    deps.log.error(`AI customization of ${logName} refused, built-in fallback: ${reason ?? "unknown"}`);
    return { kit: null, notice: AI_FELL_BACK };
  }
  onProgress("facts", "Checking every fact, number and step against the original...");
  const source: KitSource = { content: request.content, kit: request.kit };
  const findings = checkKit(source, result.kit, guardContext(request.location));
  if (findings.length === 0) return { kit: result.kit };
  deps.log.error(`AI customization of ${logName} lost a fact, built-in fallback: ${describeFindings(findings)}`);
  return { kit: null, notice: AI_LOST_A_FACT };
}

/** The built-in engine's kit, through the same guard: mended in place should it ever drop a line. */
function fromBuiltin(deps: CustomizeDeps, request: PersonalizeRequest, logName: string, composed: ComposedKit): ScriptKit {
  const source: KitSource = { content: request.content, kit: request.kit };
  const guarded = guardBuiltinKit(source, composed.kit, composed.added, guardContext(request.location));
  if (guarded.findings.length > 0) {
    deps.log.error(`Built-in customization of ${logName} mended: ${describeFindings(guarded.findings)}`);
  }
  return guarded.kit;
}

/**
 * The member's version of a script: the AI engine when it may and can, else the built-in one, both
 * through the guard, then the fair-housing lint. Stores nothing.
 */
export async function personalizeScript(
  deps: CustomizeDeps,
  user: User,
  script: ScriptSource,
  input: CustomizeValues,
  onProgress: OnProgress = () => {},
): Promise<CustomizeResult> {
  // Unless asked otherwise, a version is in the script's own language.
  const wanted = input.language ?? script.language;
  const filled = Boolean(input.location || input.specialty || input.personality);
  const request: PersonalizeRequest = {
    title: script.title,
    content: script.content,
    category: script.category,
    topic: script.topic,
    kit: script.kit,
    sourceLanguage: script.language,
    location: input.location,
    specialty: input.specialty,
    personality: input.personality,
    language: wanted,
    facts: factList(script.content),
  };
  const city = spokenCity(input.location);
  // A demo account tries the built-in personalizer only: a paid AI call is for members.
  const useAi = deps.ai.kind !== "builtin" && !user.isDemo && (filled || wanted !== script.language);

  let kit: ScriptKit | null = null;
  let notice: string | null = null;
  if (useAi) {
    onProgress("ai", `Writing your ${city ? `${city} ` : ""}version with AI...`);
    const answer = await fromAi(deps, request, script.logName, onProgress);
    kit = answer.kit;
    if ("notice" in answer) {
      notice = answer.notice;
      onProgress("fallback", "Using the built-in personalizer, which keeps every fact...");
    }
  } else if (filled) {
    onProgress("builtin", `Composing your ${city ? `${city} ` : ""}version...`);
  }
  const engine: CustomizeEngine = kit ? "ai" : "builtin";
  // The built-in composition also gives every version its hashtags (the AI answers none of its own).
  const composed = composeKitWithLines(request);
  kit ??= fromBuiltin(deps, request, script.logName, composed);
  // The built-in engine writes each script in its own language (Spanish lines for a Spanish script).
  const language: CustomizeLanguage = engine === "ai" ? wanted : script.language;
  if (wanted !== language) {
    const needs = wanted === "es" ? SPANISH_NEEDS_AI : ENGLISH_NEEDS_AI;
    notice = notice ? `${notice} ${needs}` : needs;
  }

  onProgress("check", "Checking fair-housing wording...");
  const flags = lintKit(kit);
  const customized = engine === "ai" || filled;
  return {
    ...kit,
    customizedContent: kit.long,
    customized,
    engine,
    language,
    flags,
    flagsConfirmed: false,
    hashtags: composed.hashtags,
    notice: customized ? notice : (notice ?? NOTHING_TO_CUSTOMIZE),
  };
}

/** A library script personalized and, when something was customized, stored as the member's version. */
export async function customizeScript(
  deps: CustomizeDeps,
  user: User,
  script: CustomizableScript,
  input: CustomizeValues,
  onProgress: OnProgress = () => {},
): Promise<CustomizeResult> {
  const result = await personalizeScript(deps, user, { ...script, logName: `script ${script.id}` }, input, onProgress);
  if (!result.customized) return result;

  onProgress("save", "Saving your version...");
  const now = deps.now();
  const values = {
    content: result.long,
    location: input.location ?? null,
    specialty: input.specialty ?? null,
    personality: input.personality ?? null,
    engine: result.engine,
    language: result.language,
    kit: {
      short: result.short,
      beats: result.beats,
      captions: result.captions,
      flags: result.flags,
      notice: result.notice,
      hashtags: result.hashtags,
      flagsConfirmed: false,
    },
    updatedAt: now,
  };
  // One saved version per member and script: a re-customization replaces the last one.
  await deps.db
    .insert(scriptCustomizations)
    .values({ userId: user.id, scriptId: script.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: [scriptCustomizations.userId, scriptCustomizations.scriptId], set: values });
  return result;
}

async function savedRow(db: Database, user: User, scriptId: number) {
  const script = await loadCustomizable(db, user, scriptId);
  const [row] = await db
    .select()
    .from(scriptCustomizations)
    .where(and(eq(scriptCustomizations.userId, user.id), eq(scriptCustomizations.scriptId, script.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No customized version of this script yet");
  return { script, row };
}

/** The member's saved version of a script as the dialog shows it; 404 when there is none. */
export async function savedCustomization(db: Database, user: User, scriptId: number): Promise<CustomizeResult> {
  const { script, row } = await savedRow(db, user, scriptId);
  // A version saved before kits were stored: derive the rest of the kit from its text.
  const composed = composeKitWithLines({ title: script.title, content: row.content });
  const kit = row.kit ?? { ...composed.kit, flags: [], notice: null };
  return {
    long: row.content,
    short: kit.short,
    beats: kit.beats,
    captions: kit.captions,
    customizedContent: row.content,
    customized: true,
    engine: row.engine,
    language: row.language,
    flags: row.kit ? kit.flags : lintFairHousing(row.content),
    flagsConfirmed: row.kit?.flagsConfirmed ?? false,
    hashtags: row.kit?.hashtags ?? composed.hashtags,
    notice: kit.notice,
  };
}

/**
 * The member read why their version was flagged and keeps it as written: from now on it may be
 * copied, posted and shared. Answers the version as it now stands.
 */
export async function confirmFlags(db: Database, user: User, scriptId: number, now: Date): Promise<CustomizeResult> {
  const { row } = await savedRow(db, user, scriptId);
  const base = row.kit ?? {
    ...composeKit({ title: "", content: row.content }),
    flags: lintFairHousing(row.content),
    notice: null,
  };
  await db
    .update(scriptCustomizations)
    .set({ kit: { ...base, flagsConfirmed: true }, updatedAt: now })
    .where(eq(scriptCustomizations.id, row.id));
  return savedCustomization(db, user, scriptId);
}
