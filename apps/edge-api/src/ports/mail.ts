export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Links inside the text, listed separately so the dev mailbox and tests can follow them. */
  links?: string[];
}

export interface MailPort {
  /** "local" keeps mail in the outbox table and exposes GET /api/dev/mail. */
  readonly kind: "local" | "http";
  send(message: MailMessage): Promise<void>;
}
