import type { CustomizeLanguage, ScriptKit } from "@realty/contracts/customize";
import type { ScriptKit as AuthoredKit } from "@realty/library/script-kit";

/** A script to personalize and what to personalize it to; every input may be absent (part 1 §5). */
export interface PersonalizeRequest {
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
}

/** An adapter's answer: the post kit, or why it could not make one (logged, never shown). */
export type PersonalizeResult = { ok: true; kit: ScriptKit } | { ok: false; reason: string };

export interface PersonalizeOptions {
  /** Ends the work early (the member left). */
  signal?: AbortSignal | undefined;
  /** Called as a streamed answer grows, with its length so far in characters. */
  onText?: ((chars: number) => void) | undefined;
}

export interface AiPort {
  /** "builtin" runs offline in-process; "openai" calls an OpenAI-compatible API. */
  readonly kind: "builtin" | "openai";
  /** The built-in engine writes English and Spanish (for the library's Spanish scripts); the AI engine writes every language it is asked for. */
  readonly languages: readonly CustomizeLanguage[];
  personalize(request: PersonalizeRequest, options?: PersonalizeOptions): Promise<PersonalizeResult>;
}
