import { describe, expect, it } from 'vitest';
import { defaultLicenceExpiry, licenceRefusals, yearEndRenewalDue } from './licence.ts';

describe('a yearly licence (OAMGMAMR)', () => {
  it('defaults its expiry to 31 December of the year on the Bucharest calendar', () => {
    expect(defaultLicenceExpiry('OAMGMAMR', new Date('2026-03-10T10:00:00Z'))).toBe('2026-12-31');
    // 31 December 23:30 UTC is already 1 January in Bucharest: the new year's aviz.
    expect(defaultLicenceExpiry('OAMGMAMR', new Date('2026-12-31T23:30:00Z'))).toBe('2027-12-31');
  });

  it('has no default for the bodies whose licence runs for years, nor without a body', () => {
    expect(defaultLicenceExpiry('CMR', new Date('2026-03-10T10:00:00Z'))).toBeNull();
    expect(defaultLicenceExpiry(null, new Date('2026-03-10T10:00:00Z'))).toBeNull();
  });

  it('is due its renewal reminder from 1 October when it ends on 31 December of this year', () => {
    expect(yearEndRenewalDue('2026-12-31', '2026-09-30')).toBe(false);
    expect(yearEndRenewalDue('2026-12-31', '2026-10-01')).toBe(true);
    expect(yearEndRenewalDue('2026-12-31', '2026-12-31')).toBe(true);
    expect(yearEndRenewalDue('2027-12-31', '2026-11-15')).toBe(false);
    expect(yearEndRenewalDue('2026-11-30', '2026-11-15')).toBe(false);
  });

  it('with its default expiry, lets care validate until the year ends and refuses it as expired after', () => {
    const onFile = { body: 'OAMGMAMR', expiresOn: defaultLicenceExpiry('OAMGMAMR', new Date('2026-05-04T08:00:00Z')), hasDocument: true };
    const checked = { method: 'document' };
    expect(licenceRefusals(onFile, checked, '2026-12-31T20:00:00Z')).toEqual([]);
    expect(licenceRefusals(onFile, checked, '2027-01-01T08:00:00Z')).toEqual([['licence', 'licenceExpired']]);
  });
});
