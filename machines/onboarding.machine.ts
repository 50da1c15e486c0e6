import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';

// The candidate onboarding wizard. The machine invokes the work itself: it loads the saved profile
// (GET /register/candidate/{id}), saves each step (PATCH …) and finishes (the session of the new account). Only a
// confirmed save moves the wizard on, so the server always holds every answer the candidate has seen accepted and a
// reload resumes where it left off. The screen supplies the three actors with `provide()` (machines/ knows no API)
// and only renders the snapshot and sends the candidate's events.

export const ONBOARDING_STEPS = ['job', 'location', 'education', 'salary', 'preferences', 'cv'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const STEP_COUNT = ONBOARDING_STEPS.length;

/** What the wizard reads of the server's profile: how many steps it holds as saved. The rest is the screen's. */
export interface SavedProgress {
  step?: number | null;
}

export interface OnboardingContext<Profile, Answers> {
  /** How many steps the server holds as saved (0..STEP_COUNT). */
  completed: number;
  /** The step (1-based) the link asked for; honoured on load when already reached. */
  requested: number | undefined;
  /** The profile as the server last answered it (load or save); null until loaded. */
  profile: Profile | null;
  /** The answers of the last submit: what a retry saves again. */
  answers: Answers | null;
  /** Why the last load, save or finish failed (the screen shows it, with the server's field errors); null after. */
  error: unknown;
}

export interface OnboardingInput {
  requested?: number;
}

export type OnboardingEvent<Answers> =
  | { type: 'candidate.submit'; answers: Answers }
  /** Try the failed load, save or finish again. */
  | { type: 'candidate.retry' }
  | { type: 'candidate.back' }
  /** Jump to a step (1-based) already reached. */
  | { type: 'candidate.goTo'; step: number };

export interface SaveStepInput<Answers> {
  /** The step (1-based) being saved. */
  step: number;
  answers: Answers;
}

/** The step (1-based) a resume lands on: the requested one if already reachable, else the first unsaved. */
export function resumeStep(completed: number, requested?: number): number {
  const reachable = Math.min(Math.max(completed, 0) + 1, STEP_COUNT + 1);
  if (requested !== undefined && requested >= 1 && requested < reachable) return requested;
  return reachable;
}

const savedSteps = (profile: SavedProgress) => Math.min(Math.max(profile.step ?? 0, 0), STEP_COUNT);

/** The machine without its actors' work: a missing `provide()` fails loudly instead of hanging in a state. */
const suppliedByScreen = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`onboarding: the screen supplies "${name}" with machine.provide()`)));

/** The onboarding machine, typed by the screen's profile (what the API answers) and a step's answers. */
export function createOnboardingMachine<Profile extends SavedProgress, Answers>() {
  type Context = OnboardingContext<Profile, Answers>;
  type Event = OnboardingEvent<Answers>;

  const onboardingSetup = setup({
    // The input is optional: the statecharts' tools start the machine without one.
    types: {} as { context: Context; events: Event; input: OnboardingInput | undefined },
    actors: {
      loadProfile: suppliedByScreen<Profile, void>('loadProfile'),
      saveStep: suppliedByScreen<Profile, SaveStepInput<Answers>>('saveStep'),
      finish: suppliedByScreen<void, void>('finish'),
    },
    actions: {
      keepAnswers: assign({ answers: ({ event }) => (event.type === 'candidate.submit' ? event.answers : null) }),
      keepError: assign({ error: (_, params: { error: unknown }) => params.error }),
      restore: assign((_, params: { profile: Profile }) => ({ profile: params.profile, completed: savedSteps(params.profile) })),
      markSaved: assign(({ context }, params: { profile: Profile; step: number }) => ({
        profile: params.profile,
        completed: Math.max(context.completed, params.step),
      })),
      forgetError: assign({ error: null }),
    },
  });

  /** Targets for "go to step n" (1-based; STEP_COUNT + 1 is finishing), each guarded by `wanted`. */
  function stepTargets<E>(wanted: (args: { context: Context; event: E }) => number | undefined) {
    return [...ONBOARDING_STEPS, 'finishing' as const].map((name, i) => ({
      target: `#onboarding.${name}`,
      guard: (args: { context: Context; event: E }) => wanted(args) === i + 1,
    }));
  }

  const goToTargets = stepTargets<Event>(({ context, event }) =>
    event.type === 'candidate.goTo' && event.step <= Math.min(context.completed + 1, STEP_COUNT) ? event.step : undefined,
  ).slice(0, STEP_COUNT);

  function stepState(step: OnboardingStep) {
    const index = ONBOARDING_STEPS.indexOf(step) + 1;
    const next = index < STEP_COUNT ? `#onboarding.${ONBOARDING_STEPS[index]}` : '#onboarding.finishing';
    const previous = index > 1 ? `#onboarding.${ONBOARDING_STEPS[index - 2]}` : undefined;
    // Editing, and after a failed save (the form stays open with the errors): submit, go back or jump.
    const editable = {
      'candidate.submit': { target: 'saving', actions: 'keepAnswers' },
      // Only while editing: a jump during a save would lose the answer being saved.
      'candidate.goTo': goToTargets,
      ...(previous ? { 'candidate.back': { target: previous } } : {}),
    } as const;
    return onboardingSetup.createStateConfig({
      initial: 'editing',
      states: {
        editing: { on: editable },
        saving: {
          entry: 'forgetError',
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            // Saving is only entered by a submit (or a retry after one): the answers are there.
            input: ({ context }) => ({ step: index, answers: context.answers as Answers }),
            onDone: { target: next, actions: { type: 'markSaved', params: ({ event }) => ({ profile: event.output, step: index }) } },
            onError: { target: 'saveFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saveFailed: { on: { ...editable, 'candidate.retry': { target: 'saving' } } },
      },
    });
  }

  return onboardingSetup.createMachine({
    id: 'onboarding',
    initial: 'loading',
    context: ({ input }) => ({ completed: 0, requested: input?.requested, profile: null, answers: null, error: null }),
    states: {
      loading: {
        entry: 'forgetError',
        invoke: {
          id: 'loadProfile',
          src: 'loadProfile',
          onDone: stepTargets<{ output: Profile }>(({ context, event }) => resumeStep(savedSteps(event.output), context.requested)).map(
            (transition) => ({ ...transition, actions: { type: 'restore', params: ({ event }) => ({ profile: event.output }) } }),
          ),
          onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loadFailed: { on: { 'candidate.retry': { target: 'loading' } } },
      job: stepState('job'),
      location: stepState('location'),
      education: stepState('education'),
      salary: stepState('salary'),
      preferences: stepState('preferences'),
      cv: stepState('cv'),
      // Every step is saved: the account's session is established, then the wizard is over.
      finishing: {
        entry: 'forgetError',
        invoke: {
          id: 'finish',
          src: 'finish',
          onDone: { target: 'done' },
          onError: { target: 'finishFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      finishFailed: { on: { 'candidate.retry': { target: 'finishing' } } },
      done: { type: 'final' },
    },
  });
}

/** The machine as the statecharts draw it and its tests drive it (with actors supplied by `provide()`). */
export const onboardingMachine = createOnboardingMachine<SavedProgress, unknown>();

type OnboardingActorId = 'loadProfile' | 'saveStep' | 'finish';
// xstate types a machine's events as its senders send them; an invoked actor's answer is an event of the actor system.
const systemEvent = (event: AnyEventObject) => event as unknown as OnboardingEvent<never>;

/**
 * An invoked actor's answer as the machine receives it, for pure transitions (`transition()`, graph walks) where no
 * actor runs: the server deciding which step a PATCH may save, the machine's tests and the QA paths.
 */
export const actorDone = (id: OnboardingActorId, output: unknown) => systemEvent({ type: `xstate.done.actor.${id}`, output });
export const actorError = (id: OnboardingActorId, error: unknown) => systemEvent({ type: `xstate.error.actor.${id}`, error });
