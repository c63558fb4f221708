import type { ContentfulStatusCode } from "hono/utils/http-status";

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

/** An error whose message is written for the person using the product and safe to show them. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait before trying again, sent as Retry-After (e.g. UNAVAILABLE while busy). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * Keeps what caused it (a provider's own error, whose text may name our account): the person
   * sees only the message, and app.onError logs the cause of a 5xx under the request's id.
   */
  withCause(cause: unknown): this {
    this.cause = cause;
    return this;
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}
