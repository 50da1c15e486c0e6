import { MultiSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { salaryStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { WorkingTimeFields } from './working-time-fields';

export function SalaryStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const countries = useNomenclature('abroad-work-countries');
  const form = useZodForm(
    salaryStepSchema,
    {
      min_salary: profile.min_salary ?? Number.NaN,
      max_salary: profile.max_salary ?? null,
      salary_basis: profile.salary_basis ?? 'net',
      max_garzi_per_month: profile.max_garzi_per_month ?? null,
      accepts_nights: profile.accepts_nights ?? null,
      accepts_weekends: profile.accepts_weekends ?? null,
      accepted_shift_patterns: profile.accepted_shift_patterns ?? [],
      agree_to_work_abroad: profile.agree_to_work_abroad ?? false,
      preferred_countries: profile.preferred_countries ?? [],
    },
    serverErrors,
  );
  // Whole LEI, grouped the way the visitor's language writes numbers.
  const lei = {
    suffix: ' LEI',
    min: 0,
    thousandSeparator: i18n.locale === 'ro-RO' ? '.' : ',',
    decimalSeparator: i18n.locale === 'ro-RO' ? ',' : '.',
    allowDecimal: false,
  };

  const gross = form.values.salary_basis === 'gross';

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="salary-basis-label">
          {t`The amounts below are`}
        </Text>
        <SegmentedControl
          aria-labelledby="salary-basis-label"
          fullWidth
          data={[
            { value: 'net', label: t`net` },
            { value: 'gross', label: t`gross` },
          ]}
          value={form.values.salary_basis}
          onChange={(value) => form.setField('salary_basis', value)}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={gross ? t`Minimum gross salary per month` : t`Minimum net salary per month`}
          {...lei}
          required
          value={Number.isNaN(form.values.min_salary) ? '' : form.values.min_salary}
          onChange={(value) => form.setField('min_salary', typeof value === 'number' ? value : Number.NaN)}
          error={form.errors.min_salary}
        />
        <NumberInput
          label={gross ? t`Desired gross salary per month` : t`Desired net salary per month`}
          {...lei}
          value={form.values.max_salary ?? ''}
          onChange={(value) => form.setField('max_salary', typeof value === 'number' ? value : null)}
          error={form.errors.max_salary}
        />
      </SimpleGrid>
      <WorkingTimeFields
        values={form.values}
        errors={form.errors}
        onChange={(field, value) => form.setField(field, value as (typeof form.values)[typeof field])}
      />
      <Switch
        label={t`I would also work abroad`}
        checked={form.values.agree_to_work_abroad}
        onChange={(event) => form.setField('agree_to_work_abroad', event.currentTarget.checked)}
      />
      {form.values.agree_to_work_abroad ? (
        <MultiSelect
          label={t`Countries`}
          data={countries}
          searchable
          value={form.values.preferred_countries}
          onChange={(value) => form.setField('preferred_countries', value)}
        />
      ) : null}
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
