import { type Locale, translate } from '../i18n/i18n.ts';
import type { Mail } from '../mail/mail.ts';
import { mailParts } from './messages.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  extra?: string;
};

/** A plain, accessible mail in the recipient's language: greeting, what happened, one link, signature. */
export function renderMail(c: MailContent): Mail {
  const t = (d: typeof mailParts.greeting, v?: Record<string, unknown>) => translate(c.locale, d, v);
  const greeting = t(mailParts.greeting, { name: c.name });
  const open = t(mailParts.open, { brand: c.brand });
  const signature = t(mailParts.signature, { brand: c.brand });
  const paragraphs = [c.body, ...(c.extra ? [c.extra] : [])];
  return {
    to: c.to,
    subject: c.subject,
    kind: c.kind,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${open}: ${c.link}\n\n${signature}\n`,
    html:
      `<!doctype html><html lang="${c.locale}"><body>` +
      `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(c.link)}">${escapeHtml(open)}</a></p><p>${escapeHtml(signature)}</p></body></html>`,
  };
}
