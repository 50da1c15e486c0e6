import { describe, expect, it } from 'vitest';
import { type AnyStateNode } from 'xstate';
import { candidateMustRespond, candidateStatusOf, companyStatusOf, hiringMachine, openEvents, payloadErrors, stagePath, turnOf } from './index.ts';
import { ev, ids, NOW, OPTIONS, run, start, toScheduled } from '../tests/support/machine-events.ts';

// Who may send what, the system and care endings, reasons, archiving and whose turn it is.

describe('roles and parties', () => {
  it('refuses an event sent by another role or by someone else of the right role', () => {
    const s = start();
    expect(s.can(ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }))).toBe(true);
    expect(s.can(ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, NOW, 'company'))).toBe(false);
    expect(s.can(ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }, NOW, 'candidate', 'someone-else'))).toBe(false);
    // Care holds the call on working days: a Saturday slot is refused by the machine itself.
    expect(s.can(ev('candidate.acceptOffer', { callSlot: '2026-03-07T09:00:00.000Z' }))).toBe(false);
  });

  it("checks the sender's role on every transition, so openEvents asks the machine only about the actor's role's events", () => {
    const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
    // A guard is named, or a combination made by and(), which keeps its parts in `guards`.
    const checksParty = (guard: unknown): boolean =>
      guard === 'byPartyWithValidPayload' || ((guard as { guards?: unknown[] } | undefined)?.guards ?? []).some(checksParty);
    const transitions = nodes(hiringMachine.root).flatMap((node) => [...node.transitions.values()].flat());
    expect(transitions.length).toBeGreaterThan(40);
    expect(transitions.filter((t) => !checksParty(t.guard)).map((t) => t.eventType)).toEqual([]);
  });

  it('lets any care user act for care', () => {
    const s = run(toScheduled.slice(0, 1));
    expect(s.can(ev('care.validate', {}, NOW, 'care', 'another-care-user'))).toBe(true);
  });
});

describe('the system actor', () => {
  // The offer of start() is made on Monday 2 March at 10:00 in Bucharest: its 48 hours end on Wednesday at 10:00.
  const deadline = '2026-03-04T08:00:00.000Z';
  const justBefore = '2026-03-04T07:59:59.999Z';

  it('alone sends the system events: care, or a party, acting as it is refused', () => {
    const s = start();
    expect(s.can(ev('system.expireOffer', {}, deadline))).toBe(true);
    expect(s.can(ev('system.expireOffer', {}, deadline, 'care'))).toBe(false);
    expect(s.can(ev('system.expireOffer', {}, deadline, 'candidate'))).toBe(false);
    expect(s.can(ev('system.closeAccount', { reason: 'candidate-account-closed' }, NOW, 'care'))).toBe(false);
    expect(s.can(ev('system.closeAccount', { reason: 'candidate-account-closed' }, NOW))).toBe(true);
    // So no person's screen ever lists one: care is offered its own ending, not the server's expiry.
    expect(openEvents(s, { role: 'care', id: ids.care }, deadline)).toEqual(['care.endOffer']);
    expect(openEvents(s, { role: 'system', id: ids.system }, deadline).sort()).toEqual(['system.closeAccount', 'system.expireOffer']);
  });

  it('expires an offer only once the time to answer has run out, and not a moment before', () => {
    const s = start();
    expect(s.can(ev('system.expireOffer', {}, NOW))).toBe(false);
    expect(s.can(ev('system.expireOffer', {}, justBefore))).toBe(false);
    const expired = run([ev('system.expireOffer', {}, deadline)], s);
    // Its own ending with its own words on both sides: the candidate did not abandon it, she did not answer.
    expect([stagePath(expired.value), candidateStatusOf(expired), companyStatusOf(expired)]).toEqual([
      'archived.offerExpired',
      'OfferExpired',
      'offer expired',
    ]);
    expect(expired.context.closing).toEqual({ event: 'system.expireOffer', by: 'system' });
  });

  it('moves the deadline of an offer whose 48 hours end on a weekend to the next working day', () => {
    // Thursday 5 March, 10:00: Saturday 10:00 is no deadline, Monday 9 March 10:00 is.
    const thursday = start('2026-03-05T08:00:00.000Z');
    expect(thursday.can(ev('system.expireOffer', {}, '2026-03-07T08:00:00.000Z'))).toBe(false);
    expect(thursday.can(ev('system.expireOffer', {}, '2026-03-09T07:59:00.000Z'))).toBe(false);
    expect(thursday.can(ev('system.expireOffer', {}, '2026-03-09T08:00:00.000Z'))).toBe(true);
  });

  it('gives an offer care reopens its whole time to answer again, from the reopening', () => {
    const expired = run([ev('system.expireOffer', {}, deadline)]);
    const reopenedAt = '2026-03-10T08:00:00.000Z';
    const reopened = run([ev('care.unarchive', {}, reopenedAt)], expired);
    expect([stagePath(reopened.value), reopened.context.offeredAt]).toEqual(['offered', reopenedAt]);
    expect(reopened.can(ev('system.expireOffer', {}, '2026-03-12T07:59:00.000Z'))).toBe(false);
    expect(reopened.can(ev('system.expireOffer', {}, '2026-03-12T08:00:00.000Z'))).toBe(true);
  });
});

describe('care ending an offer', () => {
  it('needs a reason of its list, a text for other, and ends in words true for both sides', () => {
    const s = start();
    expect(payloadErrors(s.context, ev('care.endOffer', {}))).toEqual({ reason: ['invalidReason'] });
    expect(payloadErrors(s.context, ev('care.endOffer', { reason: 'already-employed' }))).toEqual({ reason: ['invalidReason'] });
    expect(payloadErrors(s.context, ev('care.endOffer', { reason: 'other' }))).toEqual({ text: ['reasonTextRequired'] });
    expect(s.can(ev('care.endOffer', { reason: 'sent-in-error' }, NOW, 'candidate'))).toBe(false);
    // Care may end it at once: its event is not an expiry and waits for no deadline.
    const ended = run([ev('care.endOffer', { reason: 'company-request', note: 'The clinic called' })], s);
    expect([stagePath(ended.value), candidateStatusOf(ended), companyStatusOf(ended)]).toEqual([
      'archived.offerEnded',
      'OfferEndedByMedilink',
      'offer ended by Medilink',
    ]);
    expect(ended.context.closing).toEqual({ event: 'care.endOffer', by: 'care', reason: 'company-request' });
    const other = run([ev('care.endOffer', { reason: 'other', text: 'The post moved to another city' })], s);
    expect(other.context.closing).toEqual({ event: 'care.endOffer', by: 'care', reason: 'other', text: 'The post moved to another city' });
  });

  it('is open only while the offer waits for the candidate', () => {
    const screening = run(toScheduled.slice(0, 1));
    expect(openEvents(screening, { role: 'care', id: ids.care }, NOW)).not.toContain('care.endOffer');
  });
});

describe('reasons', () => {
  it('come from the right list, and other needs a text', () => {
    const s = start();
    expect(s.can(ev('candidate.rejectOffer', { reason: 'already-employed' }))).toBe(true);
    expect(s.can(ev('candidate.rejectOffer', { reason: 'negative-references' }))).toBe(false);
    expect(payloadErrors(s.context, ev('candidate.rejectOffer', { reason: 'other' }))).toEqual({ text: ['reasonTextRequired'] });
    expect(s.can(ev('candidate.rejectOffer', { reason: 'other', text: 'Moving abroad' }))).toBe(true);
  });
});

describe('archive and unarchive', () => {
  it('archives every ending and returns to the stage it left', () => {
    const scheduled = run(toScheduled);
    const cancelled = run([ev('candidate.cancelInterview', { reason: 'inconvenient-schedule' })], scheduled);
    expect(stagePath(cancelled.value)).toBe('archived.cancelledByCandidate');
    expect(cancelled.hasTag('archived')).toBe(true);
    expect(cancelled.context.closing).toEqual({ event: 'candidate.cancelInterview', by: 'candidate', reason: 'inconvenient-schedule' });
    expect(openEvents(cancelled, { role: 'candidate', id: ids.candidate }, NOW)).toEqual([]);
    expect(openEvents(cancelled, { role: 'company', id: ids.company }, NOW)).toEqual([]);
    expect(openEvents(cancelled, { role: 'care', id: ids.care }, NOW)).toEqual(['care.unarchive']);
    const back = run([ev('care.unarchive')], cancelled);
    expect(back.value).toEqual(scheduled.value);
    expect(back.context).toEqual(scheduled.context);
  });
});

describe('whose turn and must-respond', () => {
  it('follows the process', () => {
    const s0 = start();
    expect([turnOf(s0), candidateMustRespond(s0)]).toEqual([['candidate'], true]);
    const validated = run(toScheduled.slice(0, 2));
    expect([candidateStatusOf(validated), turnOf(validated), candidateMustRespond(validated)]).toEqual([
      'InterviewAcceptedByMedilink',
      ['company'],
      false,
    ]);
    const proposed = run(toScheduled.slice(0, 4));
    expect([candidateStatusOf(proposed), candidateMustRespond(proposed)]).toEqual(['InterviewAcceptedByCompany', true]);
    expect(openEvents(proposed, { role: 'candidate', id: ids.candidate }, NOW).sort()).toEqual([
      'candidate.cancelInterview',
      'candidate.pickOption',
      'candidate.proposeOptions',
    ]);
  });

  it('tells the company whose turn the interview times are', () => {
    const proposed = run(toScheduled.slice(0, 4));
    expect([companyStatusOf(proposed), turnOf(proposed)]).toEqual(['interview proposed', ['candidate']]);
    const countered = run([ev('candidate.proposeOptions', { options: OPTIONS })], proposed);
    expect([companyStatusOf(countered), turnOf(countered)]).toEqual(['candidate proposed times', ['company']]);
  });

  it('works from a persisted snapshot read back from JSON', () => {
    const proposed = run(toScheduled.slice(0, 4));
    const persisted = JSON.parse(JSON.stringify(hiringMachine.getPersistedSnapshot(proposed)));
    expect(candidateStatusOf(persisted)).toBe('InterviewAcceptedByCompany');
    expect(candidateMustRespond(persisted)).toBe(true);
    expect(openEvents(persisted, { role: 'company', id: ids.company }, NOW)).toEqual(['company.cancelInterview', 'company.withdraw']);
  });
});
