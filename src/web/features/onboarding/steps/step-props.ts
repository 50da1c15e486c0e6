import type { OnboardingPatch, OnboardingProfile } from '../api/onboarding-profile';

export interface StepProps {
  profile: OnboardingProfile;
  saving: boolean;
  /** `file`: the CV, uploaded before the step is saved. */
  onSubmit: (fields: OnboardingPatch, file?: File) => void;
  /** The server's field errors of the last failed save, shown on the fields. */
  serverErrors?: Record<string, string[] | string>;
  /** Absent on the first step. */
  onBack?: () => void;
}
