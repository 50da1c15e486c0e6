import { assign, setup } from 'xstate';

// The candidate onboarding wizard (issue 3, step 8). Each step is edited, then saved by the screen
// (PATCH /register/candidate/{id}); only a confirmed save moves the wizard on, so the server always
// holds every answer the candidate has seen accepted and a reload resumes where it left off.
// Pure: the screen performs the save and reports back with `system.saved` / `system.saveFailed`.

export const ONBOARDING_STEPS = ['job', 'location', 'education', 'salary', 'preferences', 'cv'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const STEP_COUNT = ONBOARDING_STEPS.length;

export interface OnboardingContext {
  /** How many steps the server holds as saved (0..STEP_COUNT). */
  completed: number;
}

export type OnboardingEvent =
  /** The saved profile arrived: `completed` from the server, `requested` from the URL's step (1-based). */
  | { type: 'system.resume'; completed: number; requested?: number }
  | { type: 'candidate.submit' }
  | { type: 'system.saved' }
  | { type: 'system.saveFailed' }
  | { type: 'candidate.back' }
  /** Jump to a step (1-based) already reached. */
  | { type: 'candidate.goTo'; step: number };

/** The step (1-based) a resume lands on: the requested one if already reachable, else the first unsaved. */
export function resumeStep(completed: number, requested?: number): number {
  const reachable = Math.min(Math.max(completed, 0) + 1, STEP_COUNT + 1);
  if (requested !== undefined && requested >= 1 && requested < reachable) return requested;
  return reachable;
}

const stepIndex = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step) + 1;

/** Guarded targets for "go to step n" (resume and jumps share them). */
function stepTargets(toStep: (event: OnboardingEvent, context: OnboardingContext) => number | undefined) {
  return [...ONBOARDING_STEPS, 'done' as const].map((name, i) => ({
    target: `#onboarding.${name}`,
    guard: ({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) => toStep(event, context) === i + 1,
  }));
}

const goToTargets = stepTargets((event, context) =>
  event.type === 'candidate.goTo' && event.step <= Math.min(context.completed + 1, STEP_COUNT) ? event.step : undefined,
).slice(0, STEP_COUNT);

function stepState(step: OnboardingStep) {
  const index = stepIndex(step);
  const next = index < STEP_COUNT ? `#onboarding.${ONBOARDING_STEPS[index]}` : '#onboarding.done';
  const previous = index > 1 ? `#onboarding.${ONBOARDING_STEPS[index - 2]}` : undefined;
  return {
    initial: 'editing' as const,
    states: {
      editing: {
        on: {
          'candidate.submit': { target: 'saving' },
          // Only while editing: a jump during a save would lose the answer being saved.
          'candidate.goTo': goToTargets,
          ...(previous ? { 'candidate.back': { target: previous } } : {}),
        },
      },
      saving: {
        on: {
          'system.saved': { target: next, actions: { type: 'markSaved' as const, params: { step: index } } },
          'system.saveFailed': { target: 'editing' },
        },
      },
    },
  };
}

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
  },
  actions: {
    markSaved: assign({ completed: ({ context }, params: { step: number }) => Math.max(context.completed, params.step) }),
    restore: assign({
      completed: ({ event }) => (event.type === 'system.resume' ? Math.min(Math.max(event.completed, 0), STEP_COUNT) : 0),
    }),
  },
}).createMachine({
  id: 'onboarding',
  initial: 'loading',
  context: { completed: 0 },
  states: {
    loading: {
      on: {
        'system.resume': stepTargets((event) => (event.type === 'system.resume' ? resumeStep(event.completed, event.requested) : undefined)).map(
          (transition) => ({ ...transition, actions: 'restore' as const }),
        ),
      },
    },
    job: stepState('job'),
    location: stepState('location'),
    education: stepState('education'),
    salary: stepState('salary'),
    preferences: stepState('preferences'),
    cv: stepState('cv'),
    done: { type: 'final' },
  },
});
