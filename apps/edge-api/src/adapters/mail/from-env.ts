import type { Database } from "../../db/types.ts";
import type { Env } from "../../env.ts";
import type { MailPort } from "../../ports/mail.ts";
import { httpApiMail } from "./http-api.ts";
import { localOutboxMail } from "./local-outbox.ts";

/**
 * The HTTP e-mail API when MAIL_API_URL, MAIL_API_KEY and MAIL_FROM are all set; otherwise the local
 * outbox, which production allows only with UNSAFE_STAGING_OUTBOX=1 (start checks it first; this
 * refuses again so no other caller can slip past).
 */
export function mailFromEnv(env: Env, db: Database, production: boolean): MailPort {
  if (env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM) {
    return httpApiMail({ apiUrl: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
  }
  if (production && !env.UNSAFE_STAGING_OUTBOX) {
    throw new Error("Production needs MAIL_API_URL, MAIL_API_KEY and MAIL_FROM (or UNSAFE_STAGING_OUTBOX=1 on staging)");
  }
  return localOutboxMail(db);
}
