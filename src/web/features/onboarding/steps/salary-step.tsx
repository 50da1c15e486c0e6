import { MultiSelect, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { salaryStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function SalaryStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t, i18n } = useLingui();
  const countries = useNomenclature('abroad-work-countries');
  const form = useZodForm(
    salaryStepSchema,
    {
      min_salary: profile.min_salary ?? Number.NaN,
      max_salary: profile.max_salary ?? null,
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

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t`Minimum net salary per month`}
          {...lei}
          required
          value={Number.isNaN(form.values.min_salary) ? '' : form.values.min_salary}
          onChange={(value) => form.setField('min_salary', typeof value === 'number' ? value : Number.NaN)}
          error={form.errors.min_salary}
        />
        <NumberInput
          label={t`Desired net salary per month`}
          {...lei}
          value={form.values.max_salary ?? ''}
          onChange={(value) => form.setField('max_salary', typeof value === 'number' ? value : null)}
          error={form.errors.max_salary}
        />
      </SimpleGrid>
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
