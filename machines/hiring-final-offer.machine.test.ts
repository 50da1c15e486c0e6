import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { candidateStatusOf, companyStatusOf, hiringMachine, openEvents, payloadErrors, stagePath } from './index.ts';
import { OFFER_TERMS } from '../tests/support/final-offer-terms.ts';
import { AFTER, ev, ids, NOW, run, toPositiveFeedback, toScheduled } from '../tests/support/machine-events.ts';

// The final offer after the interview, and the candidate's reply to a refusal.

describe('final offer', () => {
  const feedback = run(toPositiveFeedback);
  const offer = (payload: object) => payloadErrors(feedback.context, ev('company.sendFinalOffer', payload, AFTER));

  it('needs a positive salary and a future start; the other terms are final-offer.test.ts', () => {
    const terms = { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' };
    expect(offer(terms)).toBeNull();
    expect(offer({ ...terms, salary: 0 })).toEqual({ salary: ['salaryPositive'] });
    expect(offer({ ...terms, startDate: '2026-03-05' })).toEqual({ startDate: ['inPast'] });
    expect(offer({ ...terms, bonus: 1 })).toEqual({ '': ['invalid'] });
  });

  it('is valid 7 days by default, at least 48 hours, never past the start date, and extended only to a later time', () => {
    const sent = run([ev('company.sendFinalOffer', { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' }, AFTER)], feedback);
    const week = new Date(Date.parse(AFTER) + 7 * 24 * 3_600_000).toISOString();
    expect(sent.context.finalOffer?.validUntil).toBe(week);
    const base = { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' };
    const inHours = (h: number) => new Date(Date.parse(AFTER) + h * 3_600_000).toISOString();
    expect(offer({ ...base, validUntil: inHours(47) })).toEqual({ validUntil: ['validityTooShort'] });
    expect(offer({ ...base, validUntil: inHours(48) })).toBeNull();
    expect(offer({ ...base, validUntil: '2026-04-01T08:00:00.000Z' })).toEqual({ validUntil: ['afterStartDate'] });
    // A start date 3 days ahead cuts the default week at its midnight.
    const soon = run([ev('company.sendFinalOffer', { ...base, startDate: '2026-03-09' }, AFTER)], feedback);
    expect(soon.context.finalOffer?.validUntil).toBe('2026-03-08T22:00:00.000Z');
    const extend = (validUntil: string) => payloadErrors(sent.context, ev('company.extendFinalOffer', { validUntil }, AFTER));
    expect(extend(week)).toEqual({ validUntil: ['notLater'] });
    expect(extend(inHours(200))).toBeNull();
    // Once the validity passed, the candidate can no longer answer and the expiry archives it.
    const candidate = { role: 'candidate' as const, id: ids.candidate };
    expect(openEvents(sent, candidate, week)).toEqual([]);
    expect(openEvents(sent, candidate, inHours(24))).toEqual(['candidate.acceptFinalOffer', 'candidate.rejectFinalOffer']);
    const expired = run([ev('system.expireFinalOffer', {}, week)], sent);
    expect([stagePath(expired.value), candidateStatusOf(expired), companyStatusOf(expired)]).toEqual([
      'archived.finalOfferExpired',
      'FinalOfferExpired',
      'final offer expired',
    ]);
  });

  it('ends in a hire the company confirms', () => {
    const hired = run(
      [
        ev('company.sendFinalOffer', { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' }, AFTER),
        ev('candidate.acceptFinalOffer', { revision: 1 }, AFTER),
      ],
      feedback,
    );
    // Accepted is not hired: both sides see the contract still to be signed until the company confirms.
    expect([candidateStatusOf(hired), companyStatusOf(hired)]).toEqual(['FinalOfferAccepted', 'final offer accepted']);
    expect(openEvents(hired, { role: 'company', id: ids.company }, AFTER).sort()).toEqual(['company.confirmHire', 'company.withdrawAcceptedOffer']);
    const closed = run([ev('company.confirmHire', {}, AFTER)], hired);
    expect([candidateStatusOf(closed), companyStatusOf(closed), stagePath(closed.value)]).toEqual(['Hire', 'hired', 'archived.hired']);
  });

  it('withdraws an accepted offer only with a reason of its own list, and alerts care', () => {
    const accepted = run(
      [
        ev('company.sendFinalOffer', { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' }, AFTER),
        ev('candidate.acceptFinalOffer', { revision: 1 }, AFTER),
      ],
      feedback,
    );
    expect(accepted.can(ev('company.withdraw', { reason: 'position-filled' }, AFTER))).toBe(false);
    expect(payloadErrors(accepted.context, ev('company.withdrawAcceptedOffer', { reason: 'other' }, AFTER))).toEqual({
      text: ['reasonTextRequired'],
    });
    const [withdrawn, actions] = transition(hiringMachine, accepted, ev('company.withdrawAcceptedOffer', { reason: 'contract-not-signed' }, AFTER));
    expect([stagePath(withdrawn.value), candidateStatusOf(withdrawn), companyStatusOf(withdrawn)]).toEqual([
      'archived.acceptedOfferWithdrawn',
      'AcceptedOfferWithdrawn',
      'accepted offer withdrawn',
    ]);
    expect(withdrawn.context.closing).toEqual({ event: 'company.withdrawAcceptedOffer', by: 'company', reason: 'contract-not-signed' });
    expect(actions.map((a) => [a.type, a.params])).toContainEqual(['alertCare', { alert: 'acceptedOfferWithdrawn' }]);
  });

  describe('corrected before the candidate answers', () => {
    const terms = { ...OFFER_TERMS, salary: 1, startDate: '2026-04-01' };
    const sent = run([ev('company.sendFinalOffer', { ...terms, validUntil: '2026-03-09T21:59:00.000Z' }, AFTER)], feedback);
    const LATER = '2026-03-08T10:00:00.000Z'; // a day before the first validity ends
    // A correction stays in the state (run() wants a move): the transition itself.
    const [revised] = transition(hiringMachine, sent, ev('company.reviseFinalOffer', { ...terms, salary: 9000 }, LATER));

    it('replaces the terms, numbers the version and gives the candidate her whole time again', () => {
      expect(sent.context.finalOffer).toMatchObject({ salary: 1, revision: 1 });
      expect(stagePath(revised.value)).toBe('finalOffer');
      expect(revised.context.finalOffer).toEqual({ ...terms, salary: 9000, advertised: null, revision: 2, validUntil: '2026-03-15T10:00:00.000Z' });
      const revise = (payload: object, now = LATER) => payloadErrors(sent.context, ev('company.reviseFinalOffer', payload, now));
      // The same checks as sending, and a correction must change a term (more time alone is an extension).
      expect(revise({ ...terms, salary: -100 })).toEqual({ salary: ['salaryPositive'] });
      expect(revise({ ...terms, validUntil: '2026-03-20T08:00:00.000Z' })).toEqual({ '': ['offerUnchanged'] });
      expect(revise({ ...terms, salary: 9000, validUntil: '2026-03-09T08:00:00.000Z' })).toEqual({ validUntil: ['validityTooShort'] });
    });

    it('takes an answer only to the version the candidate read', () => {
      const answer = (revision: number) => payloadErrors(revised.context, ev('candidate.acceptFinalOffer', { revision }, LATER));
      expect(answer(1)).toEqual({ revision: ['offerRevised'] });
      expect(answer(2)).toBeNull();
      const rejectStale = payloadErrors(revised.context, ev('candidate.rejectFinalOffer', { reason: 'insufficient-salary', revision: 1 }, LATER));
      expect(rejectStale).toEqual({ revision: ['offerRevised'] });
      expect(stagePath(run([ev('candidate.acceptFinalOffer', { revision: 2 }, LATER)], revised).value)).toBe('offerAccepted');
    });

    it('is the company’s only, and only while the offer waits for an answer', () => {
      expect(openEvents(sent, { role: 'company', id: ids.company }, LATER)).toContain('company.reviseFinalOffer');
      expect(sent.can(ev('company.reviseFinalOffer', { ...terms, salary: 9000 }, LATER, 'company', 'comp-other'))).toBe(false);
      const accepted = run([ev('candidate.acceptFinalOffer', { revision: 2 }, LATER)], revised);
      expect(openEvents(accepted, { role: 'company', id: ids.company }, LATER)).not.toContain('company.reviseFinalOffer');
    });
  });
});

describe('the candidate answering a refusal', () => {
  const refused = run([ev('company.rejectCandidate', { reason: 'negative-references' })], run(toScheduled.slice(0, 2)));
  const reply = (text: string) => ev('candidate.replyToRefusal', { text }, NOW);

  it('keeps one reply in the closing, leaves the process archived and alerts care', () => {
    const [answered, actions] = transition(hiringMachine, refused, reply('I never worked with the clinic that gave them.'));
    expect(stagePath(answered.value)).toBe('archived.companyRejected');
    expect(answered.context.closing).toEqual({
      event: 'company.rejectCandidate',
      by: 'company',
      reason: 'negative-references',
      reply: 'I never worked with the clinic that gave them.',
    });
    expect(actions.map((a) => [a.type, a.params])).toContainEqual(['alertCare', { alert: 'refusalReplied' }]);
    expect(answered.can(reply('Once more'))).toBe(false);
  });

  it('needs a text, only from her, and only after a refusal about her', () => {
    expect(payloadErrors(refused.context, reply('   '))).toEqual({ text: ['required'] });
    expect(payloadErrors(refused.context, reply('x'.repeat(1001)))).toEqual({ text: ['tooLong'] });
    expect(refused.can(ev('candidate.replyToRefusal', { text: 'Hi' }, NOW, 'candidate', 'someone-else'))).toBe(false);
    const withdrawn = run([ev('company.withdraw', { reason: 'position-filled' })]);
    expect(openEvents(withdrawn, { role: 'candidate', id: ids.candidate }, NOW)).toEqual([]);
    expect(openEvents(refused, { role: 'candidate', id: ids.candidate }, NOW)).toEqual(['candidate.replyToRefusal']);
  });
});
