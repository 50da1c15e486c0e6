/** One mail as the product writes it: the outbox stores it, the mailer delivers it. */
export type MailFile = { filename: string; content: string | Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  attachments?: MailFile[];
  /**
   * The account whose personal data the mail copies to its addressee (a calendar file naming the other side, care's
   * mail naming a candidate's licence, an invitation naming who recommended): its erasure finds the mail by it.
   */
  aboutUserId?: number;
  /** Extra headers, e.g. List-Unsubscribe (kept with the mail in mail_outbox, sent as they are). */
  headers?: Record<string, string>;
};
