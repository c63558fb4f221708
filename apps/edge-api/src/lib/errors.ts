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
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

/** An error whose message is written for the person using the product and safe to show them. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}
