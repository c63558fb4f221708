// The one request helper of part 1 §7: same-origin paths, cookies included, JSON only when data
// is given. A non-OK answer becomes an ApiError whose message is "{status}: {text}", and which
// keeps the parsed body so a form can show the server's own `message`.

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body (usually `{ message, errors? }`), or undefined when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => "")) || res.statusText;
  return new ApiError(res.status, text, parseJson(text));
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends one request and answers the parsed JSON body (null for an empty answer). */
export async function apiRequest<T = unknown>(method: Method, path: string, data?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: data === undefined ? undefined : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!res.ok) throw await toApiError(res);
  const text = await res.text();
  return (parseJson(text) ?? null) as T;
}

export type QueryKey = string | readonly (string | number)[];

/** The path a cache key stands for: its parts joined with slashes. */
export function keyToPath(key: QueryKey): string {
  return typeof key === "string" ? key : key.join("/");
}

/** swr's default fetcher: GET the key's path; signed out (401) reads as null rather than an error. */
export async function fetcher<T>(key: QueryKey): Promise<T | null> {
  const res = await fetch(keyToPath(key), { credentials: "include" });
  if (res.status === 401) return null;
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as T;
}

/** The message the server wrote for people (`{ message }`), if the error carries one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === "string" && body.message ? body.message : undefined;
}

/** Field-by-field messages of a 400 (`{ errors: { field: message } }`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** What to tell the person: the server's message for a 4xx (it is written for them), else `fallback`. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return serverMessage(error) ?? fallback;
  return fallback;
}
