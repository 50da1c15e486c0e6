import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { hiringMachine, stagePath, type HiringContext, type HiringEvent, type HiringEventType, type Role } from '../../../machines/index.ts';
import { ERASED, careWordsWithout, contextWithoutWordsOf, type Side } from './redaction.ts';
import { OFFER_TERMS } from '../../../tests/support/final-offer-terms.ts';

// Which side wrote each part of the hiring context is read off the machine: the words each side sends on the way
// (marked CO- for the company, CAND- for the candidate) end up in the context, and erasing a side removes its marks
// and only those.

const ids = { candidate: 'cand-7', company: 'comp-3', care: 'care-1', system: 'system' } as const;
const NOW = '2026-03-02T08:00:00.000Z';
const AFTER = '2026-03-04T09:00:00.000Z';
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const FOLLOW_UP = ['2026-03-11T08:00:00.000Z', '2026-03-12T09:00:00.000Z', '2026-03-13T10:00:00.000Z'];

const ev = (type: HiringEventType, payload: unknown = {}, now = NOW): HiringEvent => {
  const role = type.split('.')[0] as Role;
  return { type, payload, actor: { role, id: ids[role] }, now } as HiringEvent;
};

function run(events: HiringEvent[]) {
  const [start] = initialTransition(hiringMachine, { candidateId: ids.candidate, companyId: ids.company, offeredAt: NOW });
  return events.reduce((s, e) => {
    const [next] = transition(hiringMachine, s, e);
    if (JSON.stringify(next) === JSON.stringify(s)) throw new Error(`refused: ${e.type} in ${stagePath(s.value)}`);
    return next;
  }, start);
}

const toPassed = (interview: object) => [
  ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }),
  ev('care.validate', { note: 'care note' }),
  ev('company.acceptCandidate'),
  ev('company.proposeInterview', { interview, options: OPTIONS }),
  ev('candidate.pickOption', { option: OPTIONS[0] }),
  ev('company.reportPresence', { present: true }, AFTER),
  ev('candidate.reportPresence', { present: true }, AFTER),
  ev('candidate.giveFeedback', { interested: true, comment: 'CAND-comment' }, AFTER),
];

/** Processes whose contexts hold every part a side writes, ended by either side. */
const PATHS: Record<string, HiringEvent[]> = {
  'an office interview, a trial and a final offer the candidate refused': [
    ...toPassed({ type: 'office', address: 'CO-address', contactPerson: 'CO-contact' }),
    ev('company.proposeTrial', { date: '2026-03-09', note: 'CO-trial' }, AFTER),
    ev('company.sendFinalOffer', { ...OFFER_TERMS, salary: 9000, startDate: '2026-04-01', benefits: 'CO-benefits' }, AFTER),
    ev('candidate.rejectFinalOffer', { reason: 'other', text: 'CAND-closing', revision: 1 }, AFTER),
  ],
  'a follow-up by phone the company withdrew': [
    ...toPassed({ type: 'virtual', link: 'https://CO-link.example/x' }),
    ev('company.requestFollowUp', { interview: { type: 'phone', phone: '+40722123456' }, options: FOLLOW_UP }, AFTER),
    ev('company.withdraw', { reason: 'other', text: 'CO-closing' }, AFTER),
  ],
  'a refusal about the candidate she answered': [
    ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }),
    ev('care.validate', { note: 'care note' }),
    ev('company.rejectCandidate', { reason: 'other', text: 'CO-closing' }),
    ev('candidate.replyToRefusal', { text: 'CAND-reply' }),
  ],
  'an offer the candidate refused at once': [ev('candidate.rejectOffer', { reason: 'other', text: 'CAND-closing' })],
};

const marks = (context: HiringContext, side: Side) => JSON.stringify(context).match(side === 'company' ? /CO-[a-z]+/g : /CAND-[a-z]+/g) ?? [];

describe('contextWithoutWordsOf', () => {
  for (const [name, events] of Object.entries(PATHS)) {
    it(`erases exactly what a side wrote, and the machine still restores it: ${name}`, () => {
      const snapshot = run(events);
      for (const side of ['candidate', 'company'] as const) {
        const other = side === 'candidate' ? 'company' : 'candidate';
        const context = contextWithoutWordsOf(snapshot.context, side);
        expect(marks(context, side)).toEqual([]);
        expect(marks(context, other)).toEqual(marks(snapshot.context, other));
        const restored = hiringMachine.resolveState({ value: snapshot.value, context });
        expect(stagePath(restored.value)).toBe(stagePath(snapshot.value));
        // The archived process can still be reopened by care, at the stage it left.
        expect(restored.can(ev('care.unarchive', {}, AFTER))).toBe(true);
      }
    });
  }

  it("erases care's words in the closing (an offer care ended) whichever side leaves", () => {
    const ended = run([ev('care.endOffer', { reason: 'other', text: 'The post moved to Oradea', note: 'Clinic called' })]);
    for (const side of ['candidate', 'company'] as const) {
      expect(contextWithoutWordsOf(ended.context, side).closing).toEqual({ event: 'care.endOffer', by: 'care', reason: 'other', text: ERASED });
    }
  });

  it("erases the company's phone and link, which carry no mark", () => {
    const context = run(PATHS['a follow-up by phone the company withdrew']!).context;
    expect(context.interview).toEqual({ type: 'phone', phone: '+40722123456' });
    expect(contextWithoutWordsOf(context, 'company').interview).toEqual({ type: 'phone', phone: ERASED });
    expect(contextWithoutWordsOf(context, 'candidate').interview).toEqual(context.interview);
  });
});

describe('careWordsWithout', () => {
  const validate = { note: 'n', toCandidate: 'c', toCompany: 'o', licence: { method: 'register', reference: 'CMR 2026/118' } };

  it("erases care's words whichever side leaves, and the licence's register reference with the candidate only", () => {
    const words = { note: ERASED, toCandidate: ERASED, toCompany: ERASED };
    expect(careWordsWithout(validate, 'candidate')).toEqual({ ...words, licence: { method: 'register', reference: ERASED } });
    expect(careWordsWithout(validate, 'company')).toEqual({ ...words, licence: validate.licence });
    expect(careWordsWithout({ reason: 'candidate-account-closed' }, 'company')).toEqual({ reason: 'candidate-account-closed' });
  });
});
