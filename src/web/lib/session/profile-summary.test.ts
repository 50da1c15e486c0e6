import { describe, expect, it } from 'vitest';
import { summaryFromUser } from './profile-summary';

describe('summaryFromUser', () => {
  it('reads a company', () => {
    expect(
      summaryFromUser({ data: { user: { id: 1, company: { contact_name: 'Ion Pop', name: 'Clinica Sud', credits: 12 } }, completeness: 70 } }),
    ).toEqual({ name: 'Ion Pop', companyName: 'Clinica Sud', credits: 12, profileCompletion: 70, profileType: 1 });
  });
  it('names the signed-in member of a company team, not its contact person', () => {
    const company = { contact_name: 'Ion Pop', name: 'Clinica Sud', credits: 12, member: { name: 'Dr. Ana Pop' } };
    expect(summaryFromUser({ data: { user: { id: 4, company } } }).name).toBe('Dr. Ana Pop');
  });
  it('reads a candidate', () => {
    expect(summaryFromUser({ data: { user: { id: 2, candidate: { name: 'Ana Ionescu' } }, completeness: 40 } })).toEqual({
      name: 'Ana Ionescu',
      companyName: '',
      credits: 0,
      profileCompletion: 40,
      profileType: 2,
    });
  });
  it('marks a user with neither profile as undefined (0)', () => {
    expect(summaryFromUser({ data: { user: { id: 3 } } }).profileType).toBe(0);
  });
});
