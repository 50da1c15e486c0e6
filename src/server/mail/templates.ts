import type { Locale } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';
import { mails } from '../i18n/messages.ts';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One layout for every mail: greeting, paragraphs, one action link, signature; text and HTML alike. */
function layout(lang: Locale, parts: { greeting: string; paragraphs: string[]; action: { label: string; url: string }; after?: string; signature: string }): { text: string; html: string } {
  const text = [parts.greeting, '', ...parts.paragraphs, '', parts.action.url, '', ...(parts.after ? [parts.after, ''] : []), parts.signature].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'ro'}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;line-height:1.5">
${p(parts.greeting)}${parts.paragraphs.map(p).join('')}
<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(parts.action.url)}</p>
${parts.after ? p(parts.after) : ''}${p(parts.signature)}</body></html>`;
  return { text, html };
}

export function passwordResetMail(locale: Locale, values: { brand: string; link: string; minutes: number }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.resetSubject),
    ...layout(locale, {
      greeting: t(mails.resetGreeting),
      paragraphs: [t(mails.resetIntro)],
      action: { label: t(mails.resetAction), url: values.link },
      after: t(mails.resetIgnore),
      signature: t(mails.signature),
    }),
  };
}

export function welcomeMail(locale: Locale, values: { brand: string; name: string; link: string }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.welcomeSubject),
    ...layout(locale, {
      greeting: t(mails.welcomeGreeting),
      paragraphs: [t(mails.welcomeIntro)],
      action: { label: t(mails.welcomeAction), url: values.link },
      signature: t(mails.signature),
    }),
  };
}
