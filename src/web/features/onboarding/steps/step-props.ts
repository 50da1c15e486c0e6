import type { LicenceAnswer, OnboardingPatch, OnboardingProfile } from '../api/onboarding-profile';

export interface StepProps {
  profile: OnboardingProfile;
  saving: boolean;
  /** `file`: the CV; `licence`: the licence of a regulated job title; each saved before the step is. */
  onSubmit: (fields: OnboardingPatch, extra?: { file?: File | undefined; licence?: LicenceAnswer | undefined }) => void;
  /** The server's field errors of the last failed save, shown on the fields. */
  serverErrors?: Record<string, string[] | string>;
  /** Absent on the first step. */
  onBack?: () => void;
}
