import type { Locale } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';
import { mailFrame } from '../i18n/messages.ts';

/** HTML text escaping for every mail. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * What one mail says; the layout adds the rest. `name` is the recipient's name when the sender knows it (a
 * password reset knows only the address): the greeting is the same formal "Bună ziua" either way.
 */
export type MailParts = {
  name?: string | undefined;
  brand: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after?: string | undefined;
  /** Below the signature, in small print: why the mail came, and a link to stop such mails. */
  unsubscribe?: { text: string; label: string; url: string } | undefined;
};

const smallPrint = (u: NonNullable<MailParts['unsubscribe']>) =>
  `<p style="margin:24px 0 0;font-size:12px;color:#555">${escapeHtml(u.text)} <a href="${escapeHtml(u.url)}" style="color:#1864ab">${escapeHtml(u.label)}</a></p>`;

/** One layout for every mail: greeting, paragraphs, one action link, signature; text and HTML alike. */
export function mailLayout(lang: Locale, parts: MailParts): { text: string; html: string } {
  const greeting = parts.name ? translate(lang, mailFrame.greeting, { name: parts.name }) : translate(lang, mailFrame.greetingNoName);
  const signature = translate(lang, mailFrame.signature, { brand: parts.brand });
  const text = [
    greeting,
    '',
    ...parts.paragraphs,
    '',
    `${parts.action.label}: ${parts.action.url}`,
    '',
    ...(parts.after ? [parts.after, ''] : []),
    signature,
    ...(parts.unsubscribe ? ['', `${parts.unsubscribe.text} ${parts.unsubscribe.label}: ${parts.unsubscribe.url}`] : []),
  ].join('\n');
  // pre-line keeps the line breaks of a paragraph that lists (a final offer's terms).
  const p = (s: string) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'ro'}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;line-height:1.5">
${p(greeting)}${parts.paragraphs.map(p).join('')}
<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="background:#1864ab;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(parts.action.url)}</p>
${parts.after ? p(parts.after) : ''}${p(signature)}${parts.unsubscribe ? smallPrint(parts.unsubscribe) : ''}</body></html>`;
  return { text, html };
}
