// Checks a model's answer against the post kit's shape and limits: anything else is refused, and
// the service falls back to the built-in personalizer.
import type { ScriptKit } from "@realty/contracts/customize";
import { X_MAX } from "@realty/personalizer/kit-extras";
import { sentences, wordCount } from "@realty/personalizer/script-parts";
import { SHORT_HOOK_MAX_WORDS, SHORT_MAX_WORDS } from "@realty/personalizer/short-cut";
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);

const kitAnswer = z.strictObject({
  long: text(3000).refine((t) => wordCount(t) >= 40, "long version too short"),
  short: text(1000)
    .refine((t) => wordCount(t) <= SHORT_MAX_WORDS, `short cut over ${SHORT_MAX_WORDS} words`)
    .refine(
      (t) => wordCount(sentences(t.split(/\n\s*\n/)[0] ?? "")[0] ?? "") <= SHORT_HOOK_MAX_WORDS,
      `short hook over ${SHORT_HOOK_MAX_WORDS} words`,
    ),
  beats: z.array(text(100)).min(3).max(6),
  captions: z.strictObject({
    instagram: text(2200),
    facebook: text(3000),
    linkedin: text(3000),
    x: text(X_MAX),
  }),
});

/** The kit in a model's JSON answer, or why it is refused. */
export function readKitAnswer(raw: string): { ok: true; kit: ScriptKit } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "answer is not JSON" };
  }
  const parsed = kitAnswer.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `off-schema answer: ${issue?.path.join(".") || "root"} ${issue?.message ?? ""}`.trim() };
  }
  return { ok: true, kit: parsed.data };
}
