import type { MessageDescriptor } from '@lingui/core';

// Texts of the licence mails: expiry, the prompt after care's refused validation, the year-end renewal. ro-RO
// translations in src/server/locales/ro-RO/messages.po.
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
  promptSubject: /*i18n*/ { id: 'licence.prompt.subject', message: '{brand}: add your licence to practise for {position}' },
  promptMissing: /*i18n*/ {
    id: 'licence.prompt.missing',
    message:
      'Medilink customer care can recommend you for {position} at {company} only with your licence to practise issued by {body}, and your profile has none. Please add its number and dates in your profile; customer care then checks it and can validate you.',
  },
  promptExpired: /*i18n*/ {
    id: 'licence.prompt.expired',
    message:
      'Medilink customer care can recommend you for {position} at {company} only with a valid licence to practise issued by {body}, and the one in your profile expired on {until}. Please enter the renewed licence in your profile; customer care then checks it and can validate you.',
  },
  renewalSubject: /*i18n*/ { id: 'licence.renewal.subject', message: '{brand}: renew your licence to practise for next year' },
  renewal: /*i18n*/ {
    id: 'licence.renewal.body',
    message:
      'Your licence to practise issued by {body} for {position} (number {number}) is valid until {until}, the end of the year. Please have it endorsed for next year and enter the new dates in your profile, so employers can still validate you from January.',
  },
});
