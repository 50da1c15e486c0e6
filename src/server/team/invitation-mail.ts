import { type Locale, translate } from '../i18n/i18n.ts';
import { mailLayout } from '../mail/layout.ts';
import type { RenderedMail } from '../mail/templates.ts';
import type { MemberRole } from './access.ts';
import { roleNames, teamMails } from './messages.ts';

type Values = { brand: string; company: string; inviter: string; role: MemberRole; days: number; link: string };

/** The invitation to a company's team, in the inviting owner's language (the invitee's is not known yet). */
export function invitationMail(locale: Locale, values: Values): RenderedMail {
  const all = { ...values, role: translate(locale, roleNames[values.role]) };
  const t = (d: Parameters<typeof translate>[1]) => translate(locale, d, all);
  return {
    subject: t(teamMails.inviteSubject),
    ...mailLayout(locale, {
      brand: values.brand,
      paragraphs: [t(teamMails.inviteIntro)],
      action: { label: t(teamMails.inviteAction), url: values.link },
      after: t(teamMails.inviteIgnore),
    }),
  };
}
