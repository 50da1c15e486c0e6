import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { OnboardingStep } from '../../../../../machines/onboarding.machine';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveProfileSection } from '../api/candidate-profile';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { StepView } from '../step-view';
import { StepModeContext } from '../steps/step-mode';
import { useStepTitles } from '../use-step-titles';
import { stepNumber } from './profile-view';

/** A profile section edited with the wizard's own step form, saved through the wizard's API and checks. */
export function SectionEditModal({ step, profile, onClose }: { step: OnboardingStep | null; profile: OnboardingProfile; onClose: () => void }) {
  const { t } = useLingui();
  const titles = useStepTitles();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveProfileSection();

  return (
    <Modal
      opened={step !== null}
      onClose={save.isPending ? () => undefined : onClose}
      title={step ? titles[step] : ''}
      size="lg"
      fullScreen={phone}
      radius="lg"
    >
      {step ? (
        <StepModeContext.Provider value="edit">
          <StepView
            key={step}
            step={step}
            profile={profile}
            saving={save.isPending}
            onBack={onClose}
            onSubmit={(fields, extra) =>
              save.mutate(
                { step: stepNumber(step), fields, file: extra?.file },
                {
                  onSuccess() {
                    notifySuccess(t`The profile was saved`);
                    onClose();
                  },
                  onError: notifyError,
                },
              )
            }
          />
        </StepModeContext.Provider>
      ) : null}
    </Modal>
  );
}
