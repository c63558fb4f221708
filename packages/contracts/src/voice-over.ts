// Voice-overs on library videos: the script a voice reads (AI or the member's own), the limits of
// a recording, and what the API answers. Shared by the API's validators and the member app.
import { lintFairHousing } from "@realty/library/fair-housing";
import { z } from "zod";

/** A short cut's script is at most about 80 words; a full video's lines stay well under this. */
export const VOICE_SCRIPT_MAX_CHARS = 1200;
/** A recording covers the video once; a little over the longest video leaves room for a slow start. */
export const RECORDING_MAX_SECONDS = 90;
export const RECORDING_MIN_SECONDS = 1;
/** About a minute and a half of Opus or AAC from a browser is well under this. */
export const RECORDING_MAX_BYTES = 8 * 1024 * 1024;
export const RECORDING_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/wav"] as const;

export const VOICE_KINDS = ["ai", "mine"] as const;
export type VoiceKind = (typeof VOICE_KINDS)[number];

export const voiceScriptInput = z.object({
  script: z
    .string("Script must be text")
    .transform((v) =>
      v
        .replace(/\r\n?/g, "\n")
        .replace(/[ \t]+/g, " ")
        .replace(/\n{2,}/g, "\n")
        .trim(),
    )
    .check((ctx) => {
      if (ctx.value.length === 0) ctx.issues.push({ code: "custom", message: "Script is required", input: ctx.value });
      else if (ctx.value.length > VOICE_SCRIPT_MAX_CHARS)
        ctx.issues.push({
          code: "custom",
          message: `Script must be at most ${VOICE_SCRIPT_MAX_CHARS} characters`,
          input: ctx.value,
        });
      else {
        const flag = lintFairHousing(ctx.value)[0];
        if (flag) {
          const message = `Script says "${flag.phrase}", which fair-housing rules do not allow in an ad: ${flag.suggestion}`;
          ctx.issues.push({ code: "custom", message, input: ctx.value });
        }
      }
    }),
});
export type VoiceScriptInput = z.input<typeof voiceScriptInput>;

/** One voice-over as the member app sees it. */
export interface VoiceOverSummary {
  /** Seconds of the voice track. */
  seconds: number;
  /** The script it reads (what its captions show). */
  script: string;
}

/** GET /api/videos/:ref/voice-over */
export interface VoiceOverState {
  /** The video's spoken lines with the member's sign-off: the teleprompter's default text. */
  script: string;
  /** False: this site has no text-to-speech (no AI key), so only "Record my voice-over" is offered. */
  aiAvailable: boolean;
  ai: VoiceOverSummary | null;
  mine: VoiceOverSummary | null;
}
