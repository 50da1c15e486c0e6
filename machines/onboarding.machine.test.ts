import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  ONBOARDING_STEPS,
  STEP_COUNT,
  actorDone,
  actorError,
  onboardingMachine,
  resumeStep,
  type OnboardingEvent,
  type SaveStepInput,
  type SavedProgress,
} from './onboarding.machine';

/** A server's field errors, as the API answers a 400. */
const validationFailure = { status: 400, errors: { category: ['required'] } };

interface WizardOptions {
  saved?: number;
  requested?: number;
  failLoads?: number;
  failSaves?: number;
  failFinishes?: number;
}

/**
 * The machine with its actors supplied as the screen does, by `provide()`: a server holding `saved` steps whose
 * answers to a load, a save or a finish can be made to fail a given number of times.
 */
function wizard({ saved = 0, requested, failLoads = 0, failSaves = 0, failFinishes = 0 }: WizardOptions = {}) {
  const server = { saved, saves: [] as SaveStepInput<unknown>[], loads: 0, finishes: 0 };
  const machine = onboardingMachine.provide({
    actors: {
      loadProfile: fromPromise<SavedProgress, void>(async () => {
        server.loads += 1;
        if (server.loads <= failLoads) throw new Error('network down');
        return { step: server.saved };
      }),
      saveStep: fromPromise<SavedProgress, SaveStepInput<unknown>>(async ({ input }) => {
        server.saves.push(input);
        if (server.saves.length <= failSaves) throw validationFailure;
        server.saved = Math.max(server.saved, input.step);
        return { step: server.saved };
      }),
      finish: fromPromise<void, void>(async () => {
        server.finishes += 1;
        if (server.finishes <= failFinishes) throw new Error('session refused');
      }),
    },
  });
  const actor = createActor(machine, { input: { requested } }).start();
  return { actor, server };
}

type Wizard = ReturnType<typeof wizard>['actor'];
const isSaving = (snapshot: ReturnType<Wizard['getSnapshot']>) => ONBOARDING_STEPS.some((step) => snapshot.matches({ [step]: 'saving' }));
/** Once no actor is at work: the load, a save or the finish answered. */
const settled = (actor: Wizard) => waitFor(actor, (s) => !s.matches('loading') && !s.matches('finishing') && !isSaving(s));

async function submit(actor: Wizard, answers: unknown) {
  actor.send({ type: 'candidate.submit', answers });
  return settled(actor);
}

describe('resumeStep', () => {
  it('lands on the first unsaved step', () => {
    expect(resumeStep(0)).toBe(1);
    expect(resumeStep(2)).toBe(3);
    expect(resumeStep(STEP_COUNT)).toBe(STEP_COUNT + 1);
  });
  it('honours a requested step only when already reachable', () => {
    expect(resumeStep(3, 2)).toBe(2);
    expect(resumeStep(3, 6)).toBe(4);
    expect(resumeStep(0, 0)).toBe(1);
  });
});

describe('onboarding machine, with its actors supplied', () => {
  it('loads the saved profile and resumes where the server left off, or at a reached step of the link', async () => {
    expect((await settled(wizard({ saved: 3 }).actor)).value).toEqual({ salary: 'editing' });
    expect((await settled(wizard({ saved: 3, requested: 1 }).actor)).value).toEqual({ job: 'editing' });
    expect((await settled(wizard({ saved: 3, requested: 6 }).actor)).value).toEqual({ salary: 'editing' });
    const loaded = await settled(wizard({ saved: 2 }).actor);
    expect(loaded.context).toMatchObject({ completed: 2, profile: { step: 2 }, error: null });
  });

  it('walks every step to done, saving each with its answers, then finishes once', async () => {
    const { actor, server } = wizard();
    await settled(actor);
    for (const [i, step] of ONBOARDING_STEPS.entries()) {
      expect(actor.getSnapshot().value).toEqual({ [step]: 'editing' });
      await submit(actor, { answer: step });
      expect(server.saves.at(-1)).toEqual({ step: i + 1, answers: { answer: step } });
    }
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.completed).toBe(STEP_COUNT);
    expect(server.finishes).toBe(1);
  });

  it('goes straight to finishing when the server holds every step (a reload after the last save)', async () => {
    const { actor, server } = wizard({ saved: STEP_COUNT });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.saves).toEqual([]);
    expect(server.finishes).toBe(1);
  });

  it('keeps a failed load with its error, and loads again on retry', async () => {
    const { actor, server } = wizard({ saved: 1, failLoads: 1 });
    const failed = await settled(actor);
    expect(failed.value).toBe('loadFailed');
    expect((failed.context.error as Error).message).toBe('network down');
    actor.send({ type: 'candidate.retry' });
    const loaded = await settled(actor);
    expect(loaded.value).toEqual({ location: 'editing' });
    expect([server.loads, loaded.context.error]).toEqual([2, null]);
  });

  it('keeps the step open after a failed save, with the server’s field errors, and saves the same answers on retry', async () => {
    const { actor, server } = wizard({ saved: 1, failSaves: 1 });
    await settled(actor);
    const failed = await submit(actor, { city: 'cluj' });
    expect(failed.value).toEqual({ location: 'saveFailed' });
    expect(failed.context).toMatchObject({ completed: 1, error: validationFailure, answers: { city: 'cluj' } });
    actor.send({ type: 'candidate.retry' });
    const saved = await settled(actor);
    expect(saved.value).toEqual({ education: 'editing' });
    expect(server.saves).toEqual([
      { step: 2, answers: { city: 'cluj' } },
      { step: 2, answers: { city: 'cluj' } },
    ]);
    expect(saved.context).toMatchObject({ completed: 2, error: null });
  });

  it('after a failed save, saves corrected answers, or goes back without saving', async () => {
    const corrected = wizard({ saved: 1, failSaves: 1 });
    await settled(corrected.actor);
    await submit(corrected.actor, { city: '' });
    expect((await submit(corrected.actor, { city: 'iasi' })).value).toEqual({ education: 'editing' });
    expect(corrected.server.saves.at(-1)).toEqual({ step: 2, answers: { city: 'iasi' } });

    const leaving = wizard({ saved: 1, failSaves: 1 });
    await settled(leaving.actor);
    await submit(leaving.actor, { city: '' });
    leaving.actor.send({ type: 'candidate.back' });
    expect(leaving.actor.getSnapshot().value).toEqual({ job: 'editing' });
    expect(leaving.actor.getSnapshot().context.completed).toBe(1);
  });

  it('keeps a failed finish and finishes on retry', async () => {
    const { actor, server } = wizard({ saved: STEP_COUNT, failFinishes: 1 });
    const failed = await settled(actor);
    expect(failed.value).toBe('finishFailed');
    expect((failed.context.error as Error).message).toBe('session refused');
    actor.send({ type: 'candidate.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.finishes).toBe(2);
  });

  it('goes back and jumps only to reached steps, never during a save', async () => {
    const { actor } = wizard({ saved: 2 });
    await settled(actor);
    actor.send({ type: 'candidate.back' });
    expect(actor.getSnapshot().value).toEqual({ location: 'editing' });
    actor.send({ type: 'candidate.goTo', step: 5 });
    expect(actor.getSnapshot().value).toEqual({ location: 'editing' });
    actor.send({ type: 'candidate.goTo', step: 3 });
    expect(actor.getSnapshot().value).toEqual({ education: 'editing' });
    actor.send({ type: 'candidate.submit', answers: {} });
    actor.send({ type: 'candidate.goTo', step: 1 });
    expect(actor.getSnapshot().value).toEqual({ education: 'saving' });
  });

  it('cannot go back from the first step', async () => {
    const { actor } = wizard();
    await settled(actor);
    actor.send({ type: 'candidate.back' });
    expect(actor.getSnapshot().value).toEqual({ job: 'editing' });
  });

  it('fails loudly when the screen did not supply the actors', async () => {
    const actor = createActor(onboardingMachine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect((failed.context.error as Error).message).toMatch(/supplies "loadProfile" with machine\.provide\(\)/);
  });
});

describe('onboarding machine graph', () => {
  it('reaches every state, and "done" only with every step saved', () => {
    const events: OnboardingEvent<unknown>[] = [
      ...[0, 1, 2, 3, 4, 5, 6].map((step) => actorDone('loadProfile', { step })),
      actorError('loadProfile', new Error('down')),
      { type: 'candidate.submit', answers: {} },
      actorDone('saveStep', { step: 1 }),
      actorError('saveStep', validationFailure),
      actorDone('finish', undefined),
      actorError('finish', new Error('refused')),
      { type: 'candidate.retry' },
      { type: 'candidate.back' },
      ...[1, 2, 3, 4, 5, 6].map((step) => ({ type: 'candidate.goTo' as const, step })),
    ];
    const paths = getShortestPaths(onboardingMachine, { events, input: {} });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const step of ONBOARDING_STEPS) {
      for (const inner of ['editing', 'saving', 'saveFailed']) expect(reached).toContain(JSON.stringify({ [step]: inner }));
    }
    for (const state of ['loading', 'loadFailed', 'finishing', 'finishFailed', 'done']) expect(reached).toContain(JSON.stringify(state));
    for (const path of paths.filter((p) => p.state.value === 'done')) {
      expect(path.state.context.completed).toBe(STEP_COUNT);
    }
  });
});
