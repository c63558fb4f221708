import { mailOutbox } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { MailPort } from "../../ports/mail.ts";

/** Keeps every e-mail in the outbox table and prints a line with its links: no account needed. */
export function localOutboxMail(db: Database, log: (line: string) => void = console.log): MailPort {
  return {
    kind: "local",
    async send(message) {
      const links = message.links ?? [];
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, links });
      log(`[mail] to ${message.to}: ${message.subject}${links.length ? ` ${links.join(" ")}` : ""}`);
    },
  };
}
