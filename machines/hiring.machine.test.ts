import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyStateNode } from 'xstate';
import {
  candidateMustRespond,
  candidateStatusOf,
  companyStatusOf,
  hiringMachine,
  openEvents,
  payloadErrors,
  stagePath,
  turnOf,
  type HiringEvent,
  type HiringEventType,
  type Role,
} from './index.ts';
import { OFFER_TERMS } from '../tests/support/final-offer-terms.ts';

type Snap = ReturnType<typeof initialTransition<typeof hiringMachine>>[0];

const ids = { candidate: 'cand-7', company: 'comp-3', care: 'care-1', system: 'system' } as const;
const NOW = '2026-03-02T08:00:00.000Z'; // Monday, 10:00 in Bucharest
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const office = { type: 'office', address: 'Str. Eroilor 1, Iași', contactPerson: 'Dr. Ionescu' };

function ev(type: HiringEventType, payload: unknown = {}, now = NOW, role?: Role, id?: string): HiringEvent {
  const r = role ?? (type.split('.')[0] as Role);
  return { type, payload, actor: { role: r, id: id ?? ids[r] }, now } as HiringEvent;
}

function start(offeredAt = NOW): Snap {
  return initialTransition(hiringMachine, { candidateId: ids.candidate, companyId: ids.company, offeredAt })[0];
}

function run(events: HiringEvent[], from = start()): Snap {
  return events.reduce((s, e) => {
    const [next] = transition(hiringMachine, s, e);
    if (next === s || JSON.stringify(next.value) === JSON.stringify(s.value)) throw new Error(`refused: ${e.type} in ${stagePath(s.value)}`);
    return next;
  }, from);
}

const toScheduled = [
  ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }),
  ev('care.validate'),
  ev('company.acceptCandidate'),
  ev('company.proposeInterview', { interview: office, options: OPTIONS }),
  ev('candidate.pickOption', { option: OPTIONS[1] }),
];
const AFTER = '2026-03-05T10:00:00.000Z';

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

describe('interview options', () => {
  const s = run(toScheduled.slice(0, 3));
  const errorsFor = (options: unknown, now = NOW) => payloadErrors(s.context, ev('company.proposeInterview', { interview: office, options }, now));

  it('accepts three distinct working-day starts between 07:00 and 21:00, at least 24 h ahead', () => {
    expect(errorsFor(OPTIONS)).toBeNull();
  });

  it('wants exactly three, distinct', () => {
    expect(errorsFor(OPTIONS.slice(0, 2))).toEqual({ options: ['optionsCount'] });
    expect(errorsFor([...OPTIONS, '2026-03-09T08:00:00.000Z'])).toEqual({ options: ['optionsCount'] });
    expect(errorsFor([OPTIONS[0], '2026-03-04T10:00:00+02:00', OPTIONS[2]])).toEqual({ options: ['optionsNotDistinct'] });
  });

  it('wants them at least 24 h ahead and in the future', () => {
    expect(errorsFor(['2026-03-03T07:59:00.000Z', OPTIONS[1], OPTIONS[2]])).toEqual({ 'options.0': ['tooSoon'] });
    expect(errorsFor(['2026-03-03T08:00:00.000Z', OPTIONS[1], OPTIONS[2]])).toBeNull();
    expect(errorsFor(['2026-02-27T08:00:00.000Z', OPTIONS[1], OPTIONS[2]])).toEqual({ 'options.0': ['inPast'] });
  });

  it('checks 07:00-21:00 on the Bucharest clock, winter (UTC+2) and summer (UTC+3)', () => {
    expect(errorsFor(['2026-03-04T05:00:00.000Z', OPTIONS[1], OPTIONS[2]])).toBeNull(); // 07:00
    expect(errorsFor(['2026-03-04T04:59:00.000Z', OPTIONS[1], OPTIONS[2]])).toEqual({ 'options.0': ['outsideHours'] });
    expect(errorsFor(['2026-03-04T19:00:00.000Z', OPTIONS[1], OPTIONS[2]])).toBeNull(); // 21:00
    expect(errorsFor(['2026-03-04T19:01:00.000Z', OPTIONS[1], OPTIONS[2]])).toEqual({ 'options.0': ['outsideHours'] });
    // Summer time: 03:59Z is 06:59, 18:00Z is 21:00, 04:00Z is 07:00.
    const summer = ['2026-07-08T03:59:00.000Z', '2026-07-09T18:00:00.000Z', '2026-07-10T04:00:00.000Z'];
    expect(errorsFor(summer, '2026-07-01T08:00:00.000Z')).toEqual({ 'options.0': ['outsideHours'] });
  });

  it('never on a non-working day, judged on the local calendar day', () => {
    // Orthodox Good Friday 2026 and Children's Day / Pentecost Monday 2026.
    expect(errorsFor([OPTIONS[0], OPTIONS[1], '2026-04-10T08:00:00.000Z'])).toEqual({ 'options.2': ['nonWorkingDay'] });
    expect(errorsFor([OPTIONS[0], OPTIONS[1], '2026-06-01T08:00:00.000Z'])).toEqual({ 'options.2': ['nonWorkingDay'] });
  });

  it('never on a Saturday or a Sunday: the working days the product promises', () => {
    expect(errorsFor(['2026-03-07T08:00:00.000Z', '2026-03-08T08:00:00.000Z', OPTIONS[2]])).toEqual({
      'options.0': ['nonWorkingDay'],
      'options.1': ['nonWorkingDay'],
    });
  });

  it('needs the details of the interview type', () => {
    const bad = payloadErrors(s.context, ev('company.proposeInterview', { interview: { type: 'office', address: ' ' }, options: OPTIONS }));
    expect(bad).toEqual({ 'interview.address': ['required'], 'interview.contactPerson': ['required'] });
    const phone = payloadErrors(s.context, ev('company.proposeInterview', { interview: { type: 'phone', phone: '12' }, options: OPTIONS }));
    expect(phone).toEqual({ 'interview.phone': ['phoneInvalid'] });
    const virtual = payloadErrors(
      s.context,
      ev('company.proposeInterview', { interview: { type: 'virtual', link: 'https://meet.example.ro/x' }, options: OPTIONS }),
    );
    expect(virtual).toBeNull();
    // The server opens the room: an invitation names no link (an old client's link is still read).
    expect(payloadErrors(s.context, ev('company.proposeInterview', { interview: { type: 'virtual' }, options: OPTIONS }))).toBeNull();
  });

  it("moves a virtual interview to the reschedule's new room, and keeps other interviews as they are", () => {
    const virtual = { type: 'virtual', link: 'https://meet.example.ro/old' };
    const scheduled = run([...toScheduled.slice(0, 3), ev('company.proposeInterview', { interview: virtual, options: OPTIONS }), toScheduled[4]!]);
    const moved = run(
      [{ ...ev('candidate.requestReschedule', { options: OPTIONS.slice().reverse() }), room: 'https://meet.example.ro/new' } as HiringEvent],
      scheduled,
    );
    expect(moved.context.interview).toEqual({ type: 'virtual', link: 'https://meet.example.ro/new' });
    const atOffice = run(
      [{ ...ev('company.requestReschedule', { options: OPTIONS }), room: 'https://meet.example.ro/new' } as HiringEvent],
      run(toScheduled),
    );
    expect(atOffice.context.interview).toEqual(office);
  });

  it('lets a side pick only an option on the table', () => {
    const proposed = run(toScheduled.slice(0, 4));
    expect(proposed.can(ev('candidate.pickOption', { option: '2026-03-09T08:00:00.000Z' }))).toBe(false);
    expect(proposed.can(ev('candidate.pickOption', { option: '2026-03-05T11:00:00+02:00' }))).toBe(true);
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

describe('presence and rescheduling around the interview start', () => {
  const scheduled = run(toScheduled);

  it('allows presence only once the interview has begun', () => {
    expect(scheduled.can(ev('company.reportPresence', { present: true }, '2026-03-05T08:59:00.000Z'))).toBe(false);
    expect(scheduled.can(ev('company.reportPresence', { present: true }, '2026-03-05T09:00:00.000Z'))).toBe(true);
  });

  it('allows rescheduling and cancelling only before it', () => {
    const options = ['2026-03-09T08:00:00.000Z', '2026-03-10T08:00:00.000Z', '2026-03-11T08:00:00.000Z'];
    expect(scheduled.can(ev('candidate.requestReschedule', { options }))).toBe(true);
    expect(scheduled.can(ev('candidate.requestReschedule', { options }, AFTER))).toBe(false);
    expect(scheduled.can(ev('company.cancelInterview', { reason: 'hiring-paused' }, AFTER))).toBe(false);
  });

  it('sends a disagreement about presence to care, which settles it with a note', () => {
    const claimedHeld = run([ev('candidate.reportPresence', { present: true }, AFTER)], scheduled);
    const [disputed, actions] = transition(hiringMachine, claimedHeld, ev('company.reportPresence', { present: false }, AFTER));
    expect([stagePath(disputed.value), turnOf(disputed), candidateStatusOf(disputed), companyStatusOf(disputed)]).toEqual([
      'presenceDisputed.candidateAbsence',
      ['care'],
      'PresenceDisputed',
      'presence disputed',
    ]);
    expect(actions.map((a) => [a.type, a.params])).toContainEqual(['alertCare', { alert: 'presenceDisputed' }]);
    expect(payloadErrors(disputed.context, ev('care.settlePresence', { held: false }, AFTER))).toEqual({ note: ['required'] });
    expect(stagePath(run([ev('care.settlePresence', { held: true, note: 'Both confirmed' }, AFTER)], disputed).value)).toBe('interviewPassed');
    expect(stagePath(run([ev('care.settlePresence', { held: false, note: 'Receptionist confirmed' }, AFTER)], disputed).value)).toBe(
      'archived.candidateAbsent',
    );

    const companySaidCame = run([ev('company.reportPresence', { present: true }, AFTER)], scheduled);
    const other = run([ev('candidate.reportPresence', { present: false }, AFTER)], companySaidCame);
    expect(stagePath(other.value)).toBe('presenceDisputed.companyAbsence');
    expect(stagePath(run([ev('care.settlePresence', { held: false, note: 'No one came' }, AFTER)], other).value)).toBe('archived.companyAbsent');
  });

  it('asks care to call after a no-show', () => {
    const [absent, actions] = transition(hiringMachine, scheduled, ev('company.reportPresence', { present: false }, AFTER));
    expect(stagePath(absent.value)).toBe('archived.candidateAbsent');
    expect(actions.map((a) => [a.type, a.params])).toContainEqual(['alertCare', { alert: 'candidateNoShow' }]);
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

describe('final offer', () => {
  const feedback = run(
    [
      ev('company.reportPresence', { present: true }, AFTER),
      ev('candidate.reportPresence', { present: true }, AFTER),
      ev('candidate.giveFeedback', { interested: true }, AFTER),
    ],
    run(toScheduled),
  );
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
