import { MultiSelect, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { jobStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSpecialtiesFor, useSpecialtyFollowsJobTitle } from '../../../lib/nomenclatures/specialties-for';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

export function JobStep({ profile, saving, serverErrors, onSubmit, onBack }: StepProps) {
  const { t } = useLingui();
  const form = useZodForm(
    jobStepSchema,
    {
      category: profile.category ?? '',
      sub_category: profile.sub_category ?? null,
      tags: profile.tags ?? [],
    },
    serverErrors,
  );
  const functions = useNomenclature('functions');
  const specialties = useSpecialtiesFor(form.values.category);
  useSpecialtyFollowsJobTitle(form.values.category, form.values.sub_category, specialties, () => form.setField('sub_category', null));
  const competencies = useNomenclature('competencies');

  return (
    <StepForm submit={() => (form.submit() ? onSubmit(form.values) : undefined)}>
      <Select
        label={t`Job title`}
        placeholder={t`For example: nurse`}
        data={functions}
        searchable
        required
        value={form.values.category || null}
        onChange={(value) => form.setField('category', value ?? '')}
        error={form.errors.category}
      />
      <Select
        label={t`Medical specialty`}
        placeholder={t`Choose your specialty, if you have one`}
        data={specialties}
        searchable
        clearable
        value={form.values.sub_category}
        onChange={(value) => form.setField('sub_category', value)}
        error={form.errors.sub_category}
      />
      <MultiSelect
        label={t`Competencies`}
        placeholder={t`Add the procedures and skills you master`}
        data={competencies}
        searchable
        value={form.values.tags}
        onChange={(value) => form.setField('tags', value)}
        error={form.errors.tags}
      />
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
