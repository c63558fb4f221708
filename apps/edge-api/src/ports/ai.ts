import type { CustomizeLanguage, ScriptKit } from "@realty/contracts/customize";
import type { ComposeRequest } from "@realty/personalizer/compose-request";

/** A script to personalize and what to personalize it to (@realty/personalizer compose-request.ts). */
export type PersonalizeRequest = ComposeRequest;

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
