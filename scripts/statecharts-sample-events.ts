/**
 * Sample valid events for each machine, for the QA paths: the hiring machine's come from the model-based test
 * model (tests/model/hiring-model.ts, the machines engineer's payload generator), the onboarding wizard's are
 * small enough to list here.
 */
import type { EventObject } from 'xstate';
import { candidateStatusOf, companyStatusOf, type SnapshotLike } from '../machines/index.ts';
import { STEP_COUNT } from '../machines/onboarding.machine.ts';
import type { QaOptions } from '../machines/describe/qa-paths.ts';
import { PARTIES, eventsFor, toMachineEvent, type HiringSnapshot } from '../tests/model/hiring-model.ts';

const steps = Array.from({ length: STEP_COUNT }, (_, i) => i + 1);

const onboardingEvents: EventObject[] = [
  ...[0, STEP_COUNT].map((completed) => ({ type: 'system.resume', completed })),
  ...steps.map((step) => ({ type: 'system.resume', completed: STEP_COUNT, requested: step })),
  { type: 'candidate.submit' },
  { type: 'system.saved' },
  { type: 'system.saveFailed' },
  { type: 'candidate.back' },
  ...steps.map((step) => ({ type: 'candidate.goTo', step })),
];

export const QA_OPTIONS: Record<string, QaOptions> = {
  hiring: {
    input: PARTIES,
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
