import { initialTransition, transition } from 'xstate';
import { hiringMachine, stagePath, type HiringEvent, type HiringEventType, type Role } from '../../machines/index.ts';

// The hiring machine driven directly, without a database: events as each party sends them and a process
// run to a stage, for the machine's own suites.

type Snap = ReturnType<typeof initialTransition<typeof hiringMachine>>[0];

export const ids = { candidate: 'cand-7', company: 'comp-3', care: 'care-1', system: 'system' } as const;
export const NOW = '2026-03-02T08:00:00.000Z'; // Monday, 10:00 in Bucharest
export const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
export const office = { type: 'office', address: 'Str. Eroilor 1, Iași', contactPerson: 'Dr. Ionescu' };

export function ev(type: HiringEventType, payload: unknown = {}, now = NOW, role?: Role, id?: string): HiringEvent {
  const r = role ?? (type.split('.')[0] as Role);
  return { type, payload, actor: { role: r, id: id ?? ids[r] }, now } as HiringEvent;
}

export function start(offeredAt = NOW): Snap {
  return initialTransition(hiringMachine, { candidateId: ids.candidate, companyId: ids.company, offeredAt })[0];
}

export function run(events: HiringEvent[], from = start()): Snap {
  return events.reduce((s, e) => {
    const [next] = transition(hiringMachine, s, e);
    if (next === s || JSON.stringify(next.value) === JSON.stringify(s.value)) throw new Error(`refused: ${e.type} in ${stagePath(s.value)}`);
    return next;
  }, from);
}

export const toScheduled = [
  ev('candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }),
  ev('care.validate'),
  ev('company.acceptCandidate'),
  ev('company.proposeInterview', { interview: office, options: OPTIONS }),
  ev('candidate.pickOption', { option: OPTIONS[1] }),
];
export const AFTER = '2026-03-05T10:00:00.000Z';

/** After the interview: both sides say it took place and the candidate wants to continue (the final offer is next). */
export const toPositiveFeedback = [
  ...toScheduled,
  ev('company.reportPresence', { present: true }, AFTER),
  ev('candidate.reportPresence', { present: true }, AFTER),
  ev('candidate.giveFeedback', { interested: true }, AFTER),
];
