import type { Locale } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';
import { mails } from '../i18n/messages.ts';
import { mailLayout } from './layout.ts';

export type RenderedMail = { subject: string; text: string; html: string };

export function passwordResetMail(locale: Locale, values: { brand: string; link: string; minutes: number }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.resetSubject),
    ...mailLayout(locale, {
      greeting: t(mails.resetGreeting),
      paragraphs: [t(mails.resetIntro)],
      action: { label: t(mails.resetAction), url: values.link },
      after: t(mails.resetIgnore),
      signature: t(mails.signature),
    }),
  };
}

export function emailChangeMail(locale: Locale, values: { brand: string; link: string; hours: number }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.emailChangeSubject),
    ...mailLayout(locale, {
      greeting: t(mails.resetGreeting),
      paragraphs: [t(mails.emailChangeIntro)],
      action: { label: t(mails.emailChangeAction), url: values.link },
      after: t(mails.emailChangeIgnore),
      signature: t(mails.signature),
    }),
  };
}

export function welcomeMail(locale: Locale, values: { brand: string; name: string; link: string }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.welcomeSubject),
    ...mailLayout(locale, {
      greeting: t(mails.welcomeGreeting),
      paragraphs: [t(mails.welcomeIntro)],
      action: { label: t(mails.welcomeAction), url: values.link },
      signature: t(mails.signature),
    }),
  };
}
