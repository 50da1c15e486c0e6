import type { MessageDescriptor } from '@lingui/core';
import type { NoticedField } from './edit-need.ts';

// Texts of the notice a post's candidates get when the company edits what matters to them (server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const editTexts = define({
  changed: /*i18n*/ {
    id: 'ops.need.changed',
    message: '{company} changed the post {position}: {fields}. Please look at the new details before you go on.',
  },
});

/** The name of each field that counts, as the candidate reads it in the notice. */
export const fieldNames: Record<NoticedField, MessageDescriptor> = define({
  title: /*i18n*/ { id: 'ops.need.field.title', message: 'post title' },
  job_title: /*i18n*/ { id: 'ops.need.field.job_title', message: 'job title' },
  specialty: /*i18n*/ { id: 'ops.need.field.specialty', message: 'specialty' },
  city: /*i18n*/ { id: 'ops.need.field.city', message: 'city' },
  address: /*i18n*/ { id: 'ops.need.field.address', message: 'address' },
  terms: /*i18n*/ { id: 'ops.need.field.terms', message: 'working terms (normă, shifts, gărzi, contract)' },
  work_type: /*i18n*/ { id: 'ops.need.field.work_type', message: 'work type' },
  salary: /*i18n*/ { id: 'ops.need.field.salary', message: 'salary' },
});
