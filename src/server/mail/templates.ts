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
      brand: values.brand,
      paragraphs: [t(mails.resetIntro)],
      action: { label: t(mails.resetAction), url: values.link },
      after: t(mails.resetIgnore),
    }),
  };
}

export function emailChangeMail(locale: Locale, values: { brand: string; link: string; hours: number }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.emailChangeSubject),
    ...mailLayout(locale, {
      brand: values.brand,
      paragraphs: [t(mails.emailChangeIntro)],
      action: { label: t(mails.emailChangeAction), url: values.link },
      after: t(mails.emailChangeIgnore),
    }),
  };
}

/** To the address an email change left: where the account went, and the link that brings it back. */
export function emailChangedMail(locale: Locale, values: { brand: string; email: string; link: string; days: number }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.emailChangedSubject),
    ...mailLayout(locale, {
      brand: values.brand,
      paragraphs: [t(mails.emailChangedIntro), t(mails.emailChangedUndo)],
      action: { label: t(mails.emailChangedAction), url: values.link },
      after: t(mails.changeWasYours),
    }),
  };
}

/** To the account's address after a signed-in password change: the owner who did not make it resets at once. */
export function passwordChangedMail(locale: Locale, values: { brand: string; link: string }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.passwordChangedSubject),
    ...mailLayout(locale, {
      brand: values.brand,
      paragraphs: [t(mails.passwordChangedIntro), t(mails.passwordChangedUndo)],
      action: { label: t(mails.passwordChangedAction), url: values.link },
      after: t(mails.changeWasYours),
    }),
  };
}

export function welcomeMail(locale: Locale, values: { brand: string; name: string; link: string }): RenderedMail {
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, values);
  return {
    subject: t(mails.welcomeSubject),
    ...mailLayout(locale, {
      name: values.name,
      brand: values.brand,
      paragraphs: [t(mails.welcomeIntro)],
      action: { label: t(mails.welcomeAction), url: values.link },
    }),
  };
}
