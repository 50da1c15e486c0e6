import { initialTransition, transition } from 'xstate';
import { ONBOARDING_STEPS, STEP_COUNT, actorDone, onboardingMachine, resumeStep } from '../../../machines/onboarding.machine.ts';
import { onboardingStepSchemas } from '../../../machines/onboarding.schema.ts';
import type { Candidate } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { onboardingErrors } from './messages.ts';

// The wizard's step order on the server: the onboarding statechart decides which step may be saved (a step is
// reachable only once every earlier one is saved) and what the saved count becomes; the step's schema from
// machines/onboarding.schema.ts decides whether its answers (as stored, overlaid by the PATCH) are complete.

/** What a PATCH says about the wizard: `step` (1-based) it saves; `completed: true` saves the last (CV) step. */
export type StepSubmission = { step?: number; completed?: boolean };

// API field → candidates column, where the names differ (the rest are the same).
const COLUMNS: Record<string, keyof Candidate> = {
  secondary_categories: 'secondary_job_titles',
  black_listed_companies: 'blacklisted_companies',
};

/** The step a PATCH submits, or undefined for a plain edit of answers (and `step: 0`, which saves nothing). */
export function submittedStep(patch: StepSubmission): number | undefined {
  if (patch.completed === true) return STEP_COUNT;
  return patch.step !== undefined && patch.step >= 1 ? patch.step : undefined;
}

/**
 * Checks a step submission against the stored profile and answers the saved-steps count to store.
 * 409 when an earlier step is not saved yet; 400 with field errors when the step's answers are incomplete.
 */
export function saveStep(current: Candidate, patch: StepSubmission & Record<string, unknown>): number {
  const step = submittedStep(patch);
  if (step === undefined) return current.onboarding_step;
  // The wizard loaded with the stored profile and asked for this step: it opens only if already reachable.
  const [start] = initialTransition(onboardingMachine, { requested: step });
  const [resumed] = transition(onboardingMachine, start, actorDone('loadProfile', { step: current.onboarding_step }));
  const name = ONBOARDING_STEPS[step - 1];
  if (!name || !resumed.matches(name)) {
    const missing = resumeStep(current.onboarding_step);
    throw new HttpError(409, onboardingErrors.stepOrder, {
      fields: { step: [{ descriptor: onboardingErrors.stepMissing, values: { step: missing, count: STEP_COUNT } }] },
    });
  }
  const schema = onboardingStepSchemas[name];
  const answers = Object.fromEntries(
    Object.keys(schema.shape).map((field) => [field, field in patch ? patch[field] : current[COLUMNS[field] ?? (field as keyof Candidate)]]),
  );
  const checked = schema.safeParse(answers, { reportInput: true });
  if (!checked.success) throw checked.error;
  const [submitted] = transition(onboardingMachine, resumed, { type: 'candidate.submit', answers: checked.data });
  const [saved] = transition(onboardingMachine, submitted, actorDone('saveStep', { step }));
  return saved.context.completed;
}
