import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { candidateStatusOf, companyStatusOf, hiringMachine, payloadErrors, stagePath, turnOf, type HiringEvent } from './index.ts';
import { AFTER, ev, NOW, office, OPTIONS, run, toScheduled } from '../tests/support/machine-events.ts';

// The interview: the options a side proposes, and presence and rescheduling around its start.

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
