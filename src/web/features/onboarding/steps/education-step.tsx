import { MultiSelect, Select, Slider, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { educationStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { optionsOf, useAnswerLabels } from '../use-answer-labels';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function EducationStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t } = useLingui();
  const educations = useNomenclature('educations');
  const functions = useNomenclature('functions');
  const form = useZodForm(
    educationStepSchema,
    {
      certification: profile.certification ?? '',
      experience: profile.experience ?? ('' as never),
      language_level: profile.language_level ?? 5,
      secondary_categories: profile.secondary_categories ?? [],
    },
    serverErrors,
  );
  const experiences = optionsOf(useAnswerLabels().experiences);

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <Select
        label={t`Education`}
        data={educations}
        searchable
        required
        value={form.values.certification || null}
        onChange={(value) => form.setField('certification', value ?? '')}
        error={form.errors.certification}
      />
      <Select
        label={t`Years of experience`}
        data={experiences}
        required
        value={form.values.experience || null}
        onChange={(value) => form.setField('experience', (value ?? '') as typeof form.values.experience)}
        error={form.errors.experience}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="english-level-label">
          {t`English level (1-10)`}
        </Text>
        <Slider
          aria-labelledby="english-level-label"
          min={1}
          max={10}
          step={1}
          marks={[
            { value: 1, label: '1' },
            { value: 5, label: '5' },
            { value: 10, label: '10' },
          ]}
          value={form.values.language_level}
          onChange={(value) => form.setField('language_level', value)}
          mb="md"
        />
        {form.errors.language_level ? (
          <Text size="xs" c="red">
            {form.errors.language_level}
          </Text>
        ) : null}
      </Stack>
      <MultiSelect
        label={t`Other job titles you would accept`}
        data={functions}
        searchable
        value={form.values.secondary_categories}
        onChange={(value) => form.setField('secondary_categories', value)}
      />
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
