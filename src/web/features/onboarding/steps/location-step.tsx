import { Group, MultiSelect, NumberInput, Radio, Select, Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { locationStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { optionsOf, useAnswerLabels } from '../use-answer-labels';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function LocationStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t } = useLingui();
  const cities = useNomenclature('cities');
  const { workTypes } = useAnswerLabels();
  const form = useZodForm(
    locationStepSchema,
    {
      work_type: profile.work_type ?? 'full_time',
      city: profile.city ?? '',
      work_locations: profile.work_locations ?? [],
      max_distance_in_km: profile.max_distance_in_km ?? 25,
      open_to_relocation: profile.open_to_relocation ?? false,
      preferred_cities: profile.preferred_cities ?? [],
    },
    serverErrors,
  );

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <Radio.Group label={t`Work type`} value={form.values.work_type} onChange={(value) => form.setField('work_type', value)}>
        <Group mt="xs">
          {optionsOf(workTypes).map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      <Select
        label={t`City of residence`}
        data={cities}
        searchable
        required
        value={form.values.city || null}
        onChange={(value) => form.setField('city', value ?? '')}
        error={form.errors.city}
      />
      <MultiSelect
        label={t`Where you would work`}
        placeholder={t`Cities you can commute to`}
        data={cities}
        searchable
        value={form.values.work_locations}
        onChange={(value) => form.setField('work_locations', value)}
      />
      <NumberInput
        label={t`Maximum distance (km)`}
        min={0}
        max={1000}
        allowDecimal={false}
        value={form.values.max_distance_in_km}
        onChange={(value) => form.setField('max_distance_in_km', typeof value === 'number' ? value : Number.NaN)}
        error={form.errors.max_distance_in_km}
      />
      <Switch
        label={t`I am open to relocating`}
        checked={form.values.open_to_relocation}
        onChange={(event) => form.setField('open_to_relocation', event.currentTarget.checked)}
      />
      {form.values.open_to_relocation ? (
        <MultiSelect
          label={t`Preferred cities`}
          data={cities}
          searchable
          value={form.values.preferred_cities}
          onChange={(value) => form.setField('preferred_cities', value)}
        />
      ) : null}
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
