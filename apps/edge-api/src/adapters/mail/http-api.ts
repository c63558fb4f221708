import { AppError } from "../../lib/errors.ts";
import type { MailPort } from "../../ports/mail.ts";

export interface HttpMailConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
}

/**
 * Sends through a Resend-compatible HTTP e-mail API (POST {from,to,subject,text} with a bearer key).
 * Fetch only, so it runs on Node and Workers alike.
 */
export function httpApiMail(config: HttpMailConfig, fetchImpl: typeof fetch = fetch): MailPort {
  return {
    kind: "http",
    async send(message) {
      const res = await fetchImpl(config.apiUrl, {
        method: "POST",
        headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ from: config.from, to: [message.to], subject: message.subject, text: message.text }),
      });
      if (!res.ok) throw new AppError("UPSTREAM", `The e-mail service refused the message (${res.status}).`);
    },
  };
}
