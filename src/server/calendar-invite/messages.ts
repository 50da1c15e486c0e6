import type { MessageDescriptor } from '@lingui/core';

const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const inviteTexts = define({
  summary: /*i18n*/ { id: 'invite.summary', message: 'Interview: {position} at {company}' },
  summaryCompany: /*i18n*/ { id: 'invite.summary_company', message: 'Interview with {candidate}: {position}' },
  rescheduling: /*i18n*/ { id: 'invite.rescheduling', message: 'A new time is being agreed; this one no longer holds.' },
  screenSummary: /*i18n*/ { id: 'invite.screen_summary', message: 'Phone screen with {brand}: {position} at {company}' },
  screenCall: /*i18n*/ { id: 'invite.screen_call', message: '{brand} customer care calls you at this time about the offer.' },
  screenCancelled: /*i18n*/ { id: 'invite.screen_cancelled', message: 'This phone screen was cancelled: the offer ended.' },
  office: /*i18n*/ { id: 'invite.office', message: 'Interview at the office. Contact person: {contact}.' },
  phone: /*i18n*/ { id: 'invite.phone', message: 'Phone interview: {phone}.' },
  virtual: /*i18n*/ { id: 'invite.virtual', message: 'Online interview: {link}' },
  cancelled: /*i18n*/ { id: 'invite.cancelled', message: 'This interview was cancelled.' },
  details: /*i18n*/ { id: 'invite.details', message: 'Details and actions: {url}' },
  noInterview: /*i18n*/ { id: 'invite.no_interview', message: 'This process has no scheduled interview' },
});
