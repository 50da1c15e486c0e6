import { describe, expect, it } from 'vitest';
import type { Licence } from '../../../lib/licences/licences-query';
import { licenceSlots } from './licence-slots';

const licence = (job_title: string): Licence => ({
  job_title,
  body: 'CMR',
  number: 'B-1/2020',
  issued_on: '2020-01-10',
  expires_on: '2030-12-31',
  document: null,
  verified: null,
  status: 'valid',
});

describe('licence slots of the profile', () => {
  it('lists every regulated job title of the profile, with or without its licence, in the server’s order', () => {
    const slots = licenceSlots({ required: ['medic-specialist', 'medic'], items: [licence('medic')] }, (slug) => slug.toUpperCase());
    expect(slots.map((slot) => [slot.jobTitle, slot.jobTitleLabel, slot.licence?.number ?? null])).toEqual([
      ['medic-specialist', 'MEDIC-SPECIALIST', null],
      ['medic', 'MEDIC', 'B-1/2020'],
    ]);
  });

  it('keeps a licence saved for a title the profile no longer has, so it can still be removed', () => {
    const slots = licenceSlots({ required: [], items: [licence('moasa')] }, (slug) => slug);
    expect(slots).toHaveLength(1);
    expect(slots[0]!.licence?.job_title).toBe('moasa');
  });
});
