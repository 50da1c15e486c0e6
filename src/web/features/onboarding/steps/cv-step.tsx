import { useState } from 'react';
import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CV_MAX_BYTES, CV_TYPES } from '../../../../../machines/onboarding.schema';
import { validationMessages } from '../../../lib/validation/messages';
import { DocumentInput, useDocumentProblem, type DocumentRules } from '../document-input';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import { useStepMode } from './step-mode';
import type { StepProps } from './step-props';

const CV_RULES: DocumentRules = { types: CV_TYPES, maxBytes: CV_MAX_BYTES, typeMessage: validationMessages.fileType };

/** The CV is optional: employers see it when present; it can be added later from the profile. */
export function CvStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const editing = useStepMode() === 'edit';
  const check = useDocumentProblem(CV_RULES);
  // The server's word on the file (POST /cv) after a failed save.
  const uploadError = Array.isArray(serverErrors?.cv) ? serverErrors.cv[0] : serverErrors?.cv;

  return (
    <StepForm
      submit={() => {
        const problem = check(file);
        setError(problem);
        if (!problem) onSubmit({ completed: true }, { file: file ?? undefined });
      }}
    >
      <DocumentInput
        label={t`Your CV`}
        description={t`PDF or Word, at most 5 MB`}
        rules={CV_RULES}
        value={file}
        onChange={(value) => {
          setFile(value);
          setError(check(value));
        }}
        error={error ?? uploadError}
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
