import { describe, expect, it } from 'vitest';
import { OFFER_TERMS } from '../tests/support/final-offer-terms.ts';
import { belowAdvertisedRange, changedFromPost, payloadErrors, type AdvertisedTerms, type HiringEvent, type StoredFinalOffer } from './index.ts';

const NOW = '2026-03-05T10:00:00.000Z';
const company = { role: 'company' as const, id: '2' };
const TERMS = { ...OFFER_TERMS, salary: 6000, startDate: '2026-04-01' };
const POST: AdvertisedTerms = {
  salaryMin: 5500,
  salaryMax: 6500,
  norma: 'full',
  hoursPerWeek: 40,
  shiftPattern: '12h',
  garziPerMonth: 4,
  gardaPay: 450,
  contract: 'undetermined',
  contractMonths: null,
  probationDays: 90,
  startDate: null,
};

const errors = (payload: object, advertised: AdvertisedTerms | null = POST) =>
  payloadErrors({ options: [] }, { type: 'company.sendFinalOffer', payload, actor: company, now: NOW, advertised } as HiringEvent);

describe('the final offer states the Labour Code art. 17(3) terms', () => {
  it('accepts an offer within the post that states every term', () => {
    expect(errors(TERMS)).toBeNull();
    expect(errors({ ...TERMS, contract: 'determined', contractMonths: 12, otherPay: [{ label: 'Spor', amount: 600 }] })).toBeNull();
  });

  it.each(['placeOfWork', 'jobTitle', 'position', 'norma', 'hoursPerWeek', 'shiftPattern', 'garziPerMonth', 'leaveDays', 'probationDays'])(
    'requires %s',
    (field) => {
      const { [field as keyof typeof TERMS]: _left, ...rest } = TERMS;
      expect(errors(rest)?.[field]).toEqual(['required']);
    },
  );

  it('requires the notice both ways and a gross base salary', () => {
    const { dismissalNoticeDays: _d, resignationNoticeDays: _r, ...noNotice } = TERMS;
    expect(errors(noNotice)).toEqual({ dismissalNoticeDays: ['required'], resignationNoticeDays: ['required'] });
    expect(errors({ ...TERMS, salaryBasis: 'net' })).toEqual({ salaryBasis: ['invalid'] });
  });

  it('holds the Labour Code minimums and maximums', () => {
    expect(errors({ ...TERMS, leaveDays: 19 })).toEqual({ leaveDays: ['leaveTooShort'] });
    expect(errors({ ...TERMS, leaveDays: 20 })).toBeNull();
    expect(errors({ ...TERMS, dismissalNoticeDays: 19 })).toEqual({ dismissalNoticeDays: ['noticeTooShort'] });
    expect(errors({ ...TERMS, resignationNoticeDays: 21 })).toEqual({ resignationNoticeDays: ['resignationNoticeTooLong'] });
    expect(errors({ ...TERMS, position: 'management', resignationNoticeDays: 45, probationDays: 120 })).toBeNull();
    expect(errors({ ...TERMS, position: 'management', resignationNoticeDays: 46 })).toEqual({ resignationNoticeDays: ['resignationNoticeTooLong'] });
    expect(errors({ ...TERMS, probationDays: 91 })).toEqual({ probationDays: ['probationTooLong'] });
    expect(errors({ ...TERMS, probationDays: 121, position: 'management' })).toEqual({ probationDays: ['invalid', 'probationTooLong'] });
  });

  it('states a fixed-term contract in months, a part-time normă under 40 hours, and the pay of each gardă', () => {
    expect(errors({ ...TERMS, contract: 'determined' })).toEqual({ contractMonths: ['contractMonthsRequired'] });
    expect(errors({ ...TERMS, contractMonths: 6 })).toEqual({ contractMonths: ['contractMonthsNotAllowed'] });
    expect(errors({ ...TERMS, norma: 'part', hoursPerWeek: 40 })).toEqual({ hoursPerWeek: ['partTimeHours'] });
    expect(errors({ ...TERMS, norma: 'part', hoursPerWeek: 20 })).toBeNull();
    const { gardaPay: _pay, ...noPay } = TERMS;
    expect(errors(noPay)).toEqual({ gardaPay: ['gardaPayRequired'] });
    expect(errors({ ...noPay, garziPerMonth: 0 })).toBeNull();
    expect(errors({ ...TERMS, otherPay: [{ label: '', amount: 0 }] })).toEqual({
      'otherPay.0.label': ['required'],
      'otherPay.0.amount': ['salaryPositive'],
    });
    expect(errors({ ...TERMS, otherPay: Array.from({ length: 11 }, () => ({ label: 'Spor', amount: 1 })) })).toEqual({ otherPay: ['tooMany'] });
  });

  it('wants the reason the candidate reads when the salary is below the advertised range, and only then', () => {
    expect(errors({ ...TERMS, salary: 5400 })).toEqual({ belowRangeReason: ['belowRangeReasonRequired'] });
    expect(errors({ ...TERMS, salary: 5400, belowRangeReason: '   ' })).toEqual({ belowRangeReason: ['belowRangeReasonRequired'] });
    expect(errors({ ...TERMS, salary: 5400, belowRangeReason: 'Fără gărzi în primele 3 luni' })).toBeNull();
    expect(errors({ ...TERMS, salary: 7000 })).toBeNull();
    // A post without a range (written before its terms were required) has nothing to fall below.
    expect(errors({ ...TERMS, salary: 3000 }, { ...POST, salaryMin: null, salaryMax: null })).toBeNull();
    expect(errors({ ...TERMS, salary: 3000 }, null)).toBeNull();
    expect(belowAdvertisedRange({ salary: 3000, salaryBasis: 'net' }, POST)).toBe(false);
  });
});

describe('what changed from the post', () => {
  const offer = (terms: Partial<StoredFinalOffer>): StoredFinalOffer => ({ ...TERMS, advertised: POST, ...terms });

  it('names the terms that differ from what the post advertised', () => {
    expect([...changedFromPost(offer({}))]).toEqual([]);
    expect([...changedFromPost(offer({ salary: 7000, shiftPattern: '24h', garziPerMonth: 2, probationDays: 60 }))].sort()).toEqual([
      'garziPerMonth',
      'probationDays',
      'salary',
      'shiftPattern',
    ]);
    // A term the post did not state, and an offer from before the post's terms, change nothing.
    expect([...changedFromPost(offer({ startDate: '2026-05-01' }))]).toEqual([]);
    expect([...changedFromPost(offer({ salary: 1, advertised: null }))]).toEqual([]);
  });
});
