import type { OnboardingStep } from '../../../../machines/onboarding.machine';
import { CvStep } from './steps/cv-step';
import { EducationStep } from './steps/education-step';
import { JobStep } from './steps/job-step';
import { LocationStep } from './steps/location-step';
import { PreferencesStep } from './steps/preferences-step';
import { SalaryStep } from './steps/salary-step';
import type { StepProps } from './steps/step-props';

const STEP_COMPONENTS: Record<OnboardingStep, (props: StepProps) => React.ReactNode> = {
  job: JobStep,
  location: LocationStep,
  education: EducationStep,
  salary: SalaryStep,
  preferences: PreferencesStep,
  cv: CvStep,
};

export function StepView({ step, ...props }: StepProps & { step: OnboardingStep }) {
  const Component = STEP_COMPONENTS[step];
  return <Component {...props} />;
}
