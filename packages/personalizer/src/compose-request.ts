import type { CustomizeLanguage } from "@realty/contracts/customize";
import type { ScriptKit as AuthoredKit } from "@realty/library/script-kit";

/**
 * A script to personalize and what to personalize it to; every input may be absent (part 1 §5).
 * Defined here, below the AI port that names it PersonalizeRequest, because the built-in composer
 * (pure code used by the customize service and the built-in adapter alike) reads it.
 */
export interface ComposeRequest {
  title: string;
  /** The stored script: hook, body and call to action separated by blank lines. */
  content: string;
  /** The library's category and topic, which pick the angle lines (absent for admin scripts). */
  category?: string | null | undefined;
  topic?: string | null | undefined;
  /** The script's hand-written post kit (short cut, beats, captions), when it has one. */
  kit?: AuthoredKit | null | undefined;
  /** The language the script is written in. */
  sourceLanguage?: CustomizeLanguage | undefined;
  /** A validated place: "Austin" or "Austin, TX". */
  location?: string | undefined;
  specialty?: string | undefined;
  personality?: string | undefined;
  language?: CustomizeLanguage | undefined;
  /** The original's sentences that carry a fact, a step or its claim: what every version keeps. */
  facts?: readonly string[] | undefined;
}
