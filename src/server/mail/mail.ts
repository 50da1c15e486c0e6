/** One mail as the product writes it: the outbox stores it, the mailer delivers it. */
export type MailFile = { filename: string; content: string | Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  attachments?: MailFile[];
  /** Extra headers, e.g. List-Unsubscribe (kept with the mail in mail_outbox, sent as they are). */
  headers?: Record<string, string>;
};
