import type { OnboardingPatch, OnboardingProfile } from '../api/onboarding-profile';

export interface StepProps {
  profile: OnboardingProfile;
  saving: boolean;
  /** `file`: the CV, uploaded before the step is saved. */
  onSubmit: (fields: OnboardingPatch, file?: File) => void;
  /** Absent on the first step. */
  onBack?: () => void;
}
