import { useState } from 'react';
import { FileInput, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CV_MAX_BYTES, CV_TYPES } from '../../../../../machines/onboarding.schema';
import { validationMessages } from '../../../lib/validation/messages';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import { useStepMode } from './step-mode';
import type { StepProps } from './step-props';

/** The CV is optional: employers see it when present; it can be added later from the profile. */
export function CvStep({ profile, saving, onSubmit, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const editing = useStepMode() === 'edit';

  function check(candidate: File | null): string | undefined {
    if (!candidate) return undefined;
    if (!(CV_TYPES as readonly string[]).includes(candidate.type)) return i18n._(validationMessages.fileType);
    if (candidate.size > CV_MAX_BYTES) return i18n._(validationMessages.fileTooLarge);
    return undefined;
  }

  return (
    <StepForm
      submit={() => {
        const problem = check(file);
        setError(problem);
        if (!problem) onSubmit({ completed: true }, file ?? undefined);
      }}
    >
      <FileInput
        label={t`Your CV`}
        description={t`PDF or Word, at most 5 MB`}
        placeholder={t`Choose a file`}
        accept={CV_TYPES.join(',')}
        clearable
        value={file}
        onChange={(value) => {
          setFile(value);
          setError(check(value));
        }}
        error={error}
      />
      {profile.cv_file_name ? (
        <Text size="sm" c="dimmed">
          <Trans>Already uploaded: {profile.cv_file_name}</Trans>
        </Text>
      ) : editing ? null : (
        <Text size="sm" c="dimmed">
          <Trans>No CV yet? You can finish now and add it later from your profile.</Trans>
        </Text>
      )}
      <StepActions saving={saving} onBack={onBack} last />
    </StepForm>
  );
}
