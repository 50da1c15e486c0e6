import { type Locale, translate } from '../i18n/i18n.ts';
import { mailLayout } from '../mail/layout.ts';
import type { Mail } from '../mail/mail.ts';
import { mailParts } from './messages.ts';

export type MailContent = {
  to: string;
  locale: Locale;
  name: string;
  subject: string;
  body: string;
  /** Absolute deep link into the app (the screen where the recipient acts). */
  link: string;
  kind: string;
  brand: string;
  /** A paragraph before the body (a sender's own words, quoted). */
  lead?: string;
  extra?: string;
  /** Why the mail came and how to stop such mails (small print below the signature). */
  unsubscribe?: { text: string; label: string; url: string };
  headers?: Record<string, string>;
};

/** A plain, accessible mail in the recipient's language, in the one mail layout: greeting, what happened, one link, signature. */
export function renderMail(c: MailContent): Mail {
  const open = translate(c.locale, mailParts.open, { brand: c.brand });
  const paragraphs = [...(c.lead ? [c.lead] : []), c.body, ...(c.extra ? [c.extra] : [])];
  return {
    to: c.to,
    subject: c.subject,
    kind: c.kind,
    ...(c.headers ? { headers: c.headers } : {}),
    ...mailLayout(c.locale, { name: c.name, brand: c.brand, paragraphs, action: { label: open, url: c.link }, unsubscribe: c.unsubscribe }),
  };
}
