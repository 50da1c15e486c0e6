import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ONBOARDING_STEPS, STEP_COUNT, onboardingMachine, resumeStep, type OnboardingEvent } from './onboarding.machine';

function start(completed: number, requested?: number) {
  const actor = createActor(onboardingMachine).start();
  actor.send({ type: 'system.resume', completed, requested });
  return actor;
}

const saveStep = (actor: ReturnType<typeof start>) => {
  actor.send({ type: 'candidate.submit' });
  actor.send({ type: 'system.saved' });
};

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

describe('onboarding machine', () => {
  it('walks every step to done, saving each', () => {
    const actor = start(0);
    for (const step of ONBOARDING_STEPS) {
      expect(actor.getSnapshot().value).toEqual({ [step]: 'editing' });
      saveStep(actor);
    }
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.completed).toBe(STEP_COUNT);
  });

  it('stays on the step when the save fails', () => {
    const actor = start(1);
    actor.send({ type: 'candidate.submit' });
    expect(actor.getSnapshot().value).toEqual({ location: 'saving' });
    actor.send({ type: 'system.saveFailed' });
    expect(actor.getSnapshot().value).toEqual({ location: 'editing' });
    expect(actor.getSnapshot().context.completed).toBe(1);
  });

  it('resumes after a reload where the server left off', () => {
    expect(start(3).getSnapshot().value).toEqual({ salary: 'editing' });
    expect(start(3, 1).getSnapshot().value).toEqual({ job: 'editing' });
    expect(start(STEP_COUNT).getSnapshot().status).toBe('done');
  });

  it('goes back and jumps only to reached steps, never during a save', () => {
    const actor = start(2);
    actor.send({ type: 'candidate.back' });
    expect(actor.getSnapshot().value).toEqual({ location: 'editing' });
    actor.send({ type: 'candidate.goTo', step: 5 });
    expect(actor.getSnapshot().value).toEqual({ location: 'editing' });
    actor.send({ type: 'candidate.goTo', step: 3 });
    expect(actor.getSnapshot().value).toEqual({ education: 'editing' });
    actor.send({ type: 'candidate.submit' });
    actor.send({ type: 'candidate.goTo', step: 1 });
    expect(actor.getSnapshot().value).toEqual({ education: 'saving' });
  });

  it('cannot go back from the first step', () => {
    const actor = start(0);
    actor.send({ type: 'candidate.back' });
    expect(actor.getSnapshot().value).toEqual({ job: 'editing' });
  });

  it('reaches every state of the graph', () => {
    const events: OnboardingEvent[] = [
      ...[0, 1, 2, 3, 4, 5, 6].map((completed) => ({ type: 'system.resume' as const, completed })),
      { type: 'candidate.submit' },
      { type: 'system.saved' },
      { type: 'system.saveFailed' },
      { type: 'candidate.back' },
      ...[1, 2, 3, 4, 5, 6].map((step) => ({ type: 'candidate.goTo' as const, step })),
    ];
    const paths = getShortestPaths(onboardingMachine, { events });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const step of ONBOARDING_STEPS) {
      expect(reached).toContain(JSON.stringify({ [step]: 'editing' }));
      expect(reached).toContain(JSON.stringify({ [step]: 'saving' }));
    }
    expect(reached).toContain(JSON.stringify('done'));
    // "done" is only ever reached with every step saved.
    for (const path of paths.filter((p) => p.state.value === 'done')) {
      expect(path.state.context.completed).toBe(STEP_COUNT);
    }
  });
});
