// What a new password must be (ASVS 5.0 level 2, V6.2): at least 8 characters (the contracts check
// that, with the spec's messages), not on a list of common and breached passwords shipped with the
// product, not one character repeated and not the account's own e-mail; no composition rules. The
// same check runs wherever a password is chosen: register, set-password, change and reset.
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from "@realty/contracts/auth";
import { AppError } from "../../lib/errors.ts";

/** Shorter ones are refused by length already, so the list keeps only what could get past it. */
const MIN_LENGTH = 8;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most common passwords of real breaches (zxcvbn-ts's list, MIT: about 49,000 entries, 18,000
 * of them 8 characters or more). Loaded at the first check, not at every Worker start.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].filter((p) => p.length >= MIN_LENGTH)),
  );
  return commonPasswords;
}

/** Why this password is refused, or null when it may be used. */
export async function passwordProblem(password: string, email?: string): Promise<string | null> {
  const folded = password.normalize("NFKC").toLowerCase();
  if ((await loadCommonPasswords()).has(folded)) return PASSWORD_TOO_COMMON;
  if (/^(.)\1*$/su.test(folded)) return PASSWORD_TOO_COMMON;
  const address = email?.trim().toLowerCase();
  if (address && (folded === address || folded === address.split("@")[0])) return PASSWORD_IS_EMAIL;
  return null;
}

/** Throws a 400 naming the reason under `field` (the form's password field) when refused. */
export async function assertAcceptablePassword(password: string, field: string, email?: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new AppError("BAD_REQUEST", problem, { [field]: problem });
}
