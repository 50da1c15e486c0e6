import { fromPromise } from 'xstate';
import { createOnboardingMachine, type SaveStepInput } from '../../../../machines/onboarding.machine';
import { establishSession } from '../../lib/session/establish-session';
import { clearOnboardingRegistration, type OnboardingRegistration } from '../../lib/session/onboarding-registration';
import {
  getOnboardingProfile,
  saveOnboardingLicence,
  saveOnboardingStep,
  uploadCv,
  type LicenceAnswer,
  type OnboardingPatch,
  type OnboardingProfile,
} from './api/onboarding-profile';

/**
 * What a step submits: its fields; on the CV step the file, and on the job step the licence of a regulated title,
 * each saved before the step (a refused licence keeps the step open with its field errors).
 */
export interface StepAnswers {
  fields: OnboardingPatch;
  file?: File | undefined;
  licence?: LicenceAnswer | undefined;
}

const onboardingMachine = createOnboardingMachine<OnboardingProfile, StepAnswers>();

/** The wizard's machine doing its work through the API for this registration (the account being onboarded). */
export function wizardMachineFor(registration: OnboardingRegistration) {
  return onboardingMachine.provide({
    actors: {
      loadProfile: fromPromise<OnboardingProfile, void>(() => getOnboardingProfile(registration)),
      saveStep: fromPromise<OnboardingProfile, SaveStepInput<StepAnswers>>(async ({ input: { step, answers } }) => {
        if (answers.file) await uploadCv(registration, answers.file);
        if (answers.licence) await saveOnboardingLicence(registration, answers.licence);
        return saveOnboardingStep(registration, step, answers.fields);
      }),
      // The account's session replaces the registration's token: the wizard is over.
      finish: fromPromise<void, void>(async () => {
        await establishSession(registration.access_token);
        clearOnboardingRegistration();
      }),
    },
  });
}
