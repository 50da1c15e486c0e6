/**
 * Sample valid events for each machine, for the QA paths: the hiring machine's come from the model-based test
 * model (tests/model/hiring-model.ts, the machines engineer's payload generator), the onboarding wizard's are
 * small enough to list here.
 */
import { candidateStatusOf, companyStatusOf, type SnapshotLike } from '../machines/index.ts';
import { STEP_COUNT, actorDone, actorError, type OnboardingEvent } from '../machines/onboarding.machine.ts';
import type { QaOptions } from '../machines/describe/qa-paths.ts';
import { INPUT, eventsFor, toMachineEvent, type HiringSnapshot } from '../tests/model/hiring-model.ts';

const steps = Array.from({ length: STEP_COUNT }, (_, i) => i + 1);

// The wizard's own actors answer as the API would: a profile with the saved steps, a saved step, a finished account;
// or fail (a network error, field errors of a 400).
const onboardingEvents: OnboardingEvent<unknown>[] = [
  ...[0, STEP_COUNT].map((step) => actorDone('loadProfile', { step })),
  actorError('loadProfile', { message: 'network' }),
  { type: 'candidate.submit', answers: {} },
  actorDone('saveStep', { step: 1 }),
  actorError('saveStep', { status: 400, errors: { category: ['required'] } }),
  actorDone('finish', undefined),
  actorError('finish', { message: 'network' }),
  { type: 'candidate.retry' },
  { type: 'candidate.back' },
  ...steps.map((step) => ({ type: 'candidate.goTo' as const, step })),
];

export const QA_OPTIONS: Record<string, QaOptions> = {
  hiring: {
    input: INPUT,
    events: (snapshot) => {
      const all = eventsFor(snapshot as unknown as HiringSnapshot);
      const accepted = new Set(all.filter((event) => event.expect === 'accept').map((event) => event.type));
      // A type with no accepted sample here (care.unarchive once an account closed) keeps its refused ones: without
      // any, the graph would invent a bare event the guards cannot read.
      return all.filter((event) => event.expect === 'accept' || !accepted.has(event.type)).map(toMachineEvent);
    },
    statuses: (snapshot) => ({
      candidate: candidateStatusOf(snapshot as SnapshotLike),
      company: companyStatusOf(snapshot as SnapshotLike),
    }),
  },
  onboarding: { events: () => onboardingEvents },
};
