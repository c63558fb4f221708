// The way back into a checkout after signing in: /purchase?plan=…&code=… keeps the
// chosen plan and the typed code across the login page, so an existing customer continues as an
// upgrade instead of starting over.
import { isPaidTier, type PaidTier } from "@realty/plans";
import { paths } from "../../../config/paths.ts";
import { ApiError, serverMessage } from "../../../lib/api-client.ts";

export interface ResumeState {
  plan: PaidTier | null;
  code: string | null;
}

/** Codes are short letters, digits and dashes; anything else in the URL is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function readResume(search: string): ResumeState {
  const params = new URLSearchParams(search);
  const plan = params.get("plan");
  const code = params.get("code")?.trim() ?? "";
  return { plan: isPaidTier(plan) ? plan : null, code: CODE_PATTERN.test(code) ? code : null };
}

/** The purchase page that resumes this plan and code. */
export function resumePath(plan: PaidTier, code: string | null): string {
  const params = new URLSearchParams({ plan });
  if (code) params.set("code", code);
  return `${paths.purchase.path}?${params.toString()}`;
}

/** The login page that signs `email` in and comes back to the same plan and code. */
export function signInToContinueHref(email: string, plan: PaidTier, code: string | null): string {
  const params = new URLSearchParams({ email, redirect: resumePath(plan, code) });
  return `${paths.login.path}?${params.toString()}`;
}

/**
 * Whether preparing the payment was refused because the e-mail already has an account (a 409 whose
 * message the payments service writes as "An account with this email already exists…"). Another
 * 409 (a checkout held by another browser) is not this case.
 */
export function isExistingAccountError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /already exists/i.test(serverMessage(error) ?? "");
}
