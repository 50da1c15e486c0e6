import type { MessageDescriptor } from '@lingui/core';

// Texts of the licence expiry mails (issue 18). ro-RO translations in src/server/locales/ro-RO/messages.po.
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const licenceTexts = define({
  reminderSubject: /*i18n*/ {
    id: 'licence.reminder.subject',
    message: '{brand}: your licence to practise expires in {days, plural, one {# day} other {# days}}',
  },
  reminder: /*i18n*/ {
    id: 'licence.reminder.body',
    message:
      'Your licence to practise issued by {body} for {position} (number {number}) is valid until {until}. Please renew it and update it in your profile, so employers can still validate you.',
  },
  careSubject: /*i18n*/ { id: 'licence.care.subject', message: '{brand}: a candidate’s licence to practise expires today ({candidate})' },
  care: /*i18n*/ {
    id: 'licence.care.body',
    message:
      'The licence to practise of {candidate} issued by {body} for {position} (number {number}) expires today, {until}. Open processes for this job title: {processes}. Please call the candidate about the renewal.',
  },
});
