import type { MessageDescriptor } from '@lingui/core';

// Messages of the candidate onboarding API (explicit ids, extracted into the server catalog).
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const onboardingErrors = define({
  stepOrder: /*i18n*/ { id: 'onboarding.error.step_order', message: 'Complete the previous steps of your profile first' },
  stepMissing: /*i18n*/ { id: 'onboarding.error.step_missing', message: 'Step {step} of {count} is not saved yet' },
});
