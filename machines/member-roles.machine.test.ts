import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { openEvents, type HiringEvent, type HiringEventType, type MemberRole } from './index.ts';
import { OFFER_TERMS } from '../tests/support/final-offer-terms.ts';
import { AFTER, ev, ids, NOW, OPTIONS, office, run, start, toPositiveFeedback } from '../tests/support/machine-events.ts';

// A company acts through its members: the machine checks the member's role on each company event, so the engine
// refuses what the screen hides (openEvents) with the same rule.

/** A company event sent by a member of `memberRole`. */
const by = (memberRole: MemberRole, type: HiringEventType, payload: unknown = {}, now = AFTER): HiringEvent => {
  const e = ev(type, payload, now);
  return { ...e, actor: { ...e.actor, memberRole } } as HiringEvent;
};
const company = (memberRole: MemberRole) => ({ role: 'company' as const, id: ids.company, memberRole });

/** Whether the machine moves on `event` from `snapshot`. */
const moves = (snapshot: ReturnType<typeof start>, event: HiringEvent) => {
  const [next] = transition(snapshot.machine, snapshot, event);
  return JSON.stringify(next.value) !== JSON.stringify(snapshot.value) || next.context !== snapshot.context;
};

describe('member roles in the hiring machine', () => {
  // After the interview, both present and the candidate interested: the final offer is the company's next step.
  const feedback = run(toPositiveFeedback);
  const finalOffer = { ...OFFER_TERMS, salary: 8500, startDate: '2026-04-01' };

  it("refuses an interviewer's final offer and a viewer's, and lets an owner and a recruiter send it", () => {
    expect(moves(feedback, by('interviewer', 'company.sendFinalOffer', finalOffer))).toBe(false);
    expect(moves(feedback, by('viewer', 'company.sendFinalOffer', finalOffer))).toBe(false);
    for (const role of ['owner', 'recruiter'] as const) expect(moves(feedback, by(role, 'company.sendFinalOffer', finalOffer)), role).toBe(true);
    expect(openEvents(feedback, company('owner'), AFTER)).toContain('company.sendFinalOffer');
    expect(openEvents(feedback, company('recruiter'), AFTER)).toContain('company.sendFinalOffer');
    expect(openEvents(feedback, company('interviewer'), AFTER)).not.toContain('company.sendFinalOffer');
    expect(openEvents(feedback, company('viewer'), AFTER)).toEqual([]);
  });

  it('lets an interviewer arrange the interview and say who came, and nothing that decides on the candidate', () => {
    const accepted = run([ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }), ev('care.validate')]);
    // Accepting the candidate is a decision: not the interviewer's.
    expect(moves(accepted, by('interviewer', 'company.acceptCandidate', {}, NOW))).toBe(false);
    expect(moves(accepted, by('recruiter', 'company.acceptCandidate', {}, NOW))).toBe(true);
    expect(openEvents(accepted, company('recruiter'), NOW)).toContain('company.rejectCandidate');
    expect(openEvents(accepted, company('interviewer'), NOW)).toEqual([]);
    const ready = run([by('recruiter', 'company.acceptCandidate', {}, NOW)], accepted);
    const invited = run([by('interviewer', 'company.proposeInterview', { interview: office, options: OPTIONS }, NOW)], ready);
    const scheduled = run([ev('candidate.pickOption', { option: OPTIONS[1] })], invited);
    run([by('interviewer', 'company.reportPresence', { present: true }, AFTER)], scheduled);
    expect(openEvents(scheduled, company('interviewer'), AFTER)).toContain('company.reportPresence');
    expect(openEvents(scheduled, company('viewer'), AFTER)).toEqual([]);
    expect(moves(scheduled, by('viewer', 'company.reportPresence', { present: true }))).toBe(false);
  });
});
