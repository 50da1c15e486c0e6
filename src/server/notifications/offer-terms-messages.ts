import type { MessageDescriptor } from '@lingui/core';

// The terms of a final offer as mails list them, one line each (ro-RO in src/server/locales/ro-RO/messages.po).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const offerTermTexts = define({
  heading: /*i18n*/ { id: 'ops.offer_terms.heading', message: 'The terms of the offer:' },
  placeOfWork: /*i18n*/ { id: 'ops.offer_terms.place', message: 'Place of work: {value}' },
  post: /*i18n*/ { id: 'ops.offer_terms.post', message: 'Post: {value} ({kind})' },
  execution: /*i18n*/ { id: 'ops.offer_terms.execution', message: 'execution role' },
  management: /*i18n*/ { id: 'ops.offer_terms.management', message: 'management role' },
  startDate: /*i18n*/ { id: 'ops.offer_terms.start', message: 'Start date: {value}' },
  permanent: /*i18n*/ { id: 'ops.offer_terms.permanent', message: 'Duration: permanent contract' },
  months: /*i18n*/ { id: 'ops.offer_terms.months', message: 'Duration: fixed-term contract, {months, plural, one {# month} other {# months}}' },
  until: /*i18n*/ { id: 'ops.offer_terms.until', message: 'Duration: fixed-term contract, until {date}' },
  workingTime: /*i18n*/ {
    id: 'ops.offer_terms.working_time',
    message:
      'Working time: {norma}, {hours, plural, one {# hour} other {# hours}} a week, {shifts}, {garzi, plural, one {# on-call shift (gardă)} other {# on-call shifts (gărzi)}} a month',
  },
  full: /*i18n*/ { id: 'ops.offer_terms.full', message: 'full-time normă' },
  part: /*i18n*/ { id: 'ops.offer_terms.part', message: 'part-time normă' },
  day: /*i18n*/ { id: 'ops.offer_terms.shift.day', message: 'day shifts' },
  '12h': /*i18n*/ { id: 'ops.offer_terms.shift.12h', message: '12-hour shifts' },
  '24h': /*i18n*/ { id: 'ops.offer_terms.shift.24h', message: '24-hour shifts' },
  rotating: /*i18n*/ { id: 'ops.offer_terms.shift.rotating', message: 'rotating shifts' },
  salary: /*i18n*/ { id: 'ops.offer_terms.salary', message: 'Base salary: {amount} LEI {basis} a month' },
  gardaPay: /*i18n*/ { id: 'ops.offer_terms.garda_pay', message: 'Each gardă: {amount} LEI gross' },
  otherPay: /*i18n*/ { id: 'ops.offer_terms.other_pay', message: '{label}: {amount} LEI gross' },
  benefits: /*i18n*/ { id: 'ops.offer_terms.benefits', message: 'Benefits: {value}' },
  leave: /*i18n*/ { id: 'ops.offer_terms.leave', message: 'Annual leave: {days, plural, one {# working day} other {# working days}}' },
  notice: /*i18n*/ {
    id: 'ops.offer_terms.notice',
    message:
      'Notice: {dismissal, plural, one {# working day} other {# working days}} from the employer, {resignation, plural, one {# working day} other {# working days}} to resign',
  },
  probation: /*i18n*/ { id: 'ops.offer_terms.probation', message: 'Probation: {days, plural, one {# day} other {# days}}' },
  belowRange: /*i18n*/ {
    id: 'ops.offer_terms.below_range',
    message: 'The post advertised {min}–{max} LEI gross; the employer says why this offer is lower: {reason}',
  },
});
