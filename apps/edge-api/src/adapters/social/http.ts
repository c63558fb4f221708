// Calls to the networks' HTTP APIs: a timeout on every call, and answers turned into results whose
// messages a member can read. Token requests that arctic's generic client cannot make (Facebook
// and LinkedIn want the client secret in the body, not HTTP Basic) are sent here and parsed by
// arctic's OAuth2Tokens, so every token answer is read the same way.
import {
  ArcticFetchError,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import type { PublishResult, SocialTokens } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";

const TIMEOUT_MS = 20_000;

export interface JsonAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  headers: Headers;
}

/** fetch with a timeout; network failures come back as status 0 so callers can retry them. */
export async function requestJson(url: string, init: RequestInit = {}): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    const reason = err instanceof Error && err.name === "TimeoutError" ? "timed out" : "could not be reached";
    return { status: 0, ok: false, body: { message: `The network ${reason}` }, headers: new Headers() };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the error message.
  }
  return { status: res.status, ok: res.ok, body, headers: res.headers };
}

/** The most specific message in a vendor's error body (X, Facebook and LinkedIn shapes). */
export function vendorMessage(body: unknown): string | null {
  if (typeof body === "string") return body.trim().slice(0, 300) || null;
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const nested = b.error && typeof b.error === "object" ? (b.error as Record<string, unknown>) : null;
  const errors = Array.isArray(b.errors) ? (b.errors[0] as Record<string, unknown> | undefined) : undefined;
  const candidates = [b.detail, nested?.message, errors?.message, b.message, b.error_description, b.title, b.error];
  const found = candidates.find((v) => typeof v === "string" && v.trim());
  return typeof found === "string" ? found.slice(0, 300) : null;
}

/** 5xx, 429 and unreachable are worth another attempt; other 4xx answers will not change. */
export function publishFailure(network: string, answer: JsonAnswer, rateLimited = answer.status === 429): PublishResult {
  const retryable = answer.status === 0 || rateLimited || answer.status >= 500;
  const said = vendorMessage(answer.body) ?? `HTTP ${answer.status}`;
  // Without its closing period, where a sentence of ours follows it.
  const detail = said.replace(/[.\s]+$/, "");
  if (answer.status === 0) return { ok: false, retryable, error: `${network}: ${said}` };
  if (answer.status === 401) {
    return { ok: false, retryable, error: `${network} refused the connection: ${detail}. Reconnect the account in the hub.` };
  }
  if (rateLimited) {
    return {
      ok: false,
      retryable,
      error: `${network} is limiting how often this account posts: ${detail}. The hub tries again later; if it still fails, post it in a few hours.`,
    };
  }
  return { ok: false, retryable, error: `${network} refused the post: ${said}` };
}

/** A refusal of the attached file: the member's way out is another file, not another try. */
export function mediaFailure(network: string, detail: string): PublishResult {
  const reason = detail.replace(/[.\s]+$/, "");
  return {
    ok: false,
    retryable: false,
    error: `${network} could not use the attached media: ${reason}. Replace the media and post again.`,
  };
}

/** Tokens with their expiry counted from `now` (the app's clock, so tests can move it). */
export function tokensFrom(tokens: OAuth2Tokens, now: Date): SocialTokens {
  const data = tokens.data as Record<string, unknown>;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: typeof data.expires_in === "number" ? new Date(now.getTime() + data.expires_in * 1000) : null,
  };
}

/** A form-encoded token request with the client secret in the body; answers arctic's OAuth2Tokens. */
export async function secretInBodyTokenRequest(
  network: string,
  endpoint: string,
  params: Record<string, string>,
): Promise<OAuth2Tokens> {
  const answer = await requestJson(endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(params).toString(),
  });
  if (answer.ok && answer.body && typeof answer.body === "object") return new OAuth2Tokens(answer.body);
  const retryable = answer.status === 0 || answer.status === 429 || answer.status >= 500;
  const detail = vendorMessage(answer.body) ?? `HTTP ${answer.status}`;
  throw new SocialAuthError(`${network} did not accept the sign-in: ${detail}`, { retryable });
}

/** Turns arctic's errors into a message for the member, retryable when the network was at fault. */
export function authFailure(network: string, err: unknown): SocialAuthError {
  if (err instanceof SocialAuthError) return err;
  if (err instanceof OAuth2RequestError) {
    return new SocialAuthError(`${network} did not accept the sign-in: ${err.description ?? err.code}`);
  }
  if (err instanceof UnexpectedErrorResponseBodyError) {
    return new SocialAuthError(`${network} did not accept the sign-in: ${vendorMessage(err.data) ?? `HTTP ${err.status}`}`);
  }
  if (err instanceof UnexpectedResponseError && err.status < 500 && err.status !== 429) {
    return new SocialAuthError(`${network} did not accept the sign-in (HTTP ${err.status}).`);
  }
  if (err instanceof UnexpectedResponseError || err instanceof ArcticFetchError) {
    return new SocialAuthError(`${network} could not be reached. Please try again.`, { retryable: true });
  }
  // An answer without the fields OAuth requires (OAuth2Tokens throws on a missing access_token).
  return new SocialAuthError(`${network} sent an answer we could not read. Please try again.`);
}
