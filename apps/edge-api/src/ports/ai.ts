/** A script to personalize and what to personalize it to; every input may be absent (part 1 §5). */
export interface PersonalizeRequest {
  title: string;
  /** The stored script: hook, body and call to action separated by blank lines. */
  content: string;
  location?: string | undefined;
  specialty?: string | undefined;
  personality?: string | undefined;
}

/** An adapter's answer: the rewritten script, or why it could not make one (logged, never shown). */
export type PersonalizeResult = { ok: true; content: string } | { ok: false; reason: string };

export interface AiPort {
  /** "builtin" runs offline in-process; "openai" calls an OpenAI-compatible API. */
  readonly kind: "builtin" | "openai";
  personalize(request: PersonalizeRequest): Promise<PersonalizeResult>;
}
