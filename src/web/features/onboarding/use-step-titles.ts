import { useLingui } from '@lingui/react/macro';
import type { OnboardingStep } from '../../../../machines/onboarding.machine';

/** Human labels of the wizard's state ids (the ids themselves are stable and never shown). */
export function useStepTitles(): Record<OnboardingStep, string> {
  const { t } = useLingui();
  return {
    job: t`Job and specialty`,
    location: t`Where you work`,
    education: t`Education and experience`,
    salary: t`Salary`,
    preferences: t`Preferences`,
    cv: t`CV`,
  };
}
