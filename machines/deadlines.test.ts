import { describe, expect, it } from 'vitest';
import { answerDeadlineOf, offerAnswerDeadline, proposalAnswerDeadline } from './deadlines.ts';

// Sunday 29 November 2026, 10:15 in Bucharest (UTC+2): Saint Andrew's Day and the National Day (30 Nov, 1 Dec) follow.
const SUNDAY = new Date('2026-11-29T08:15:00.000Z');
const LATER_OPTIONS = ['2026-12-07T08:00:00.000Z', '2026-12-08T08:00:00.000Z', '2026-12-09T08:00:00.000Z'];

describe('proposalAnswerDeadline', () => {
  it('runs 48 hours, then over the two holidays to Wednesday at the same time', () => {
    expect(proposalAnswerDeadline(SUNDAY, LATER_OPTIONS).toISOString()).toBe('2026-12-02T08:15:00.000Z');
  });

  it('keeps the 48 real hours when they end on a working day', () => {
    const tuesday = new Date('2026-12-08T07:30:00.000Z');
    expect(proposalAnswerDeadline(tuesday, ['2026-12-14T08:00:00.000Z']).toISOString()).toBe('2026-12-10T07:30:00.000Z');
  });

  it('ends no later than the earliest proposed time, whatever the order of the options', () => {
    const options = ['2026-12-04T08:00:00.000Z', '2026-12-02T07:00:00.000Z', '2026-12-03T08:00:00.000Z'];
    expect(proposalAnswerDeadline(SUNDAY, options).toISOString()).toBe('2026-12-02T07:00:00.000Z');
  });

  it('counts real hours across the autumn night, then keeps the wall-clock time on the next working day', () => {
    // Friday 23 Oct 2026, 21:00 EEST; 48 h later it is Sunday 25 Oct, 20:00 EET (the clock went back an hour).
    const friday = new Date('2026-10-23T18:00:00.000Z');
    expect(proposalAnswerDeadline(friday, ['2026-11-02T08:00:00.000Z']).toISOString()).toBe('2026-10-26T18:00:00.000Z');
  });

  it('keeps the wall-clock time of a deadline that ends in the hour the spring night skips', () => {
    // Thursday 25 Mar 2027, 03:30 EET; 48 h later Saturday 27 Mar, 03:30 EET; Monday 29 Mar at 03:30 EEST.
    const thursday = new Date('2027-03-25T01:30:00.000Z');
    expect(offerAnswerDeadline(thursday).toISOString()).toBe('2027-03-29T00:30:00.000Z');
    expect(proposalAnswerDeadline(thursday, ['2027-04-05T08:00:00.000Z']).toISOString()).toBe('2027-03-29T00:30:00.000Z');
  });
});

describe('answerDeadlineOf', () => {
  const context = { offeredAt: SUNDAY.toISOString(), options: LATER_OPTIONS, finalOffer: null };

  it("gives the offer's answer deadline to the candidate, Wednesday after the holidays", () => {
    expect(answerDeadlineOf('offered', context, new Date('2026-11-29T09:00:00.000Z'))).toEqual({
      kind: 'offerAnswer',
      by: 'candidate',
      at: '2026-12-02T08:15:00.000Z',
    });
  });

  it('counts proposed times from when the process reached its state, owed by the side that chooses', () => {
    const entered = new Date('2026-12-03T09:00:00.000Z');
    expect(answerDeadlineOf('interview.candidateChoosing', context, entered)).toEqual({
      kind: 'interviewOptions',
      by: 'candidate',
      at: '2026-12-07T08:00:00.000Z',
    });
    expect(answerDeadlineOf('interview.companyChoosing', context, SUNDAY)?.by).toBe('company');
  });

  it("gives the final offer's validity, and nothing where no answer is due", () => {
    const finalOffer = {
      salary: 5000,
      salaryBasis: 'gross' as const,
      startDate: '2027-01-04',
      contract: 'undetermined' as const,
      validUntil: '2026-12-06T08:15:00.000Z',
      revision: 1,
    };
    expect(answerDeadlineOf('finalOffer', { ...context, finalOffer }, SUNDAY)).toEqual({
      kind: 'finalOffer',
      by: 'candidate',
      at: '2026-12-06T08:15:00.000Z',
    });
    expect(answerDeadlineOf('interview.scheduled', context, SUNDAY)).toBeNull();
    expect(answerDeadlineOf('screening', context, SUNDAY)).toBeNull();
    expect(answerDeadlineOf('archived.offerExpired', context, SUNDAY)).toBeNull();
  });
});
