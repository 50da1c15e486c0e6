import { Checkbox, Group, MultiSelect, Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { preferencesStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { optionsOf, useAnswerLabels } from '../use-answer-labels';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function PreferencesStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t } = useLingui();
  const companies = useNomenclature('companies');
  const { channels, statuses } = useAnswerLabels();
  const form = useZodForm(
    preferencesStepSchema,
    {
      // At least one channel is required: email until the candidate picks (an empty saved list means not asked yet).
      notification_preferences: profile.notification_preferences?.length ? profile.notification_preferences : ['email'],
      job_search_status: profile.job_search_status ?? ('' as never),
      black_listed_companies: profile.black_listed_companies ?? [],
    },
    serverErrors,
  );

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <Checkbox.Group
        label={t`How should we contact you about offers?`}
        required
        value={form.values.notification_preferences}
        onChange={(value) => form.setField('notification_preferences', value)}
        error={form.errors.notification_preferences}
      >
        <Group mt="xs">
          {optionsOf(channels).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group
        label={t`Where are you in your job search?`}
        required
        value={form.values.job_search_status || null}
        onChange={(value) => form.setField('job_search_status', value)}
        error={form.errors.job_search_status}
      >
        <Stack mt="xs" gap="xs">
          {optionsOf(statuses).map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <MultiSelect
        label={t`Companies that should not see your profile`}
        data={companies}
        searchable
        value={form.values.black_listed_companies}
        onChange={(value) => form.setField('black_listed_companies', value)}
      />
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
