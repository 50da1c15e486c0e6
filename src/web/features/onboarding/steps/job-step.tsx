import { useState } from 'react';
import { Center, Loader, MultiSelect, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { jobStepSchema } from '../../../../../machines/onboarding.schema';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSpecialtiesFor, useSpecialtyFollowsJobTitle } from '../../../lib/nomenclatures/specialties-for';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { LicenceFields, licenceAnswer, licenceValuesFor, useLicenceBodyOf, useLicenceProblems, useWizardLicences } from './licence-fields';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';
import { useStepMode } from './step-mode';
import type { StepProps } from './step-props';

/** In the wizard the step also asks the licence of a regulated job title; the profile has its own licence section. */
export function JobStep(props: StepProps) {
  const { t } = useLingui();
  const wizard = useStepMode() === 'wizard';
  const licences = useWizardLicences(wizard);
  if (licences.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  return <JobForm {...props} saved={wizard ? (licences.data?.items ?? []) : null} />;
}

type Saved = NonNullable<ReturnType<typeof useWizardLicences>['data']>['items'];

function JobForm({ profile, saving, serverErrors, onSubmit, onBack, saved }: StepProps & { saved: Saved | null }) {
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
  const body = useLicenceBodyOf(saved ? form.values.category : '');
  const [licence, setLicence] = useState(() => licenceValuesFor(form.values.category, body?.slug, saved ?? []));
  // The fields follow the chosen title: its saved licence, else the body's usual expiry (known once the bodies load).
  const [licenceOf, setLicenceOf] = useState(`${form.values.category}:${body?.slug ?? ''}`);
  if (licenceOf !== `${form.values.category}:${body?.slug ?? ''}`) {
    setLicenceOf(`${form.values.category}:${body?.slug ?? ''}`);
    setLicence(licenceValuesFor(form.values.category, body?.slug, saved ?? []));
  }
  const problemsOf = useLicenceProblems();
  const [licenceTried, setLicenceTried] = useState(false);
  const problems = licenceTried ? problemsOf(licence) : {};
  const fromServer = (field: 'number' | 'issued_on' | 'expires_on') => {
    const value = serverErrors?.[field];
    return Array.isArray(value) ? value[0] : value;
  };

  return (
    <StepForm
      submit={() => {
        setLicenceTried(true);
        const fields = form.submit();
        const licenceOk = !body || Object.keys(problemsOf(licence)).length === 0;
        if (!fields || !licenceOk) return;
        onSubmit(fields, { licence: body ? licenceAnswer(fields.category, body.slug, licence) : undefined });
      }}
    >
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
      {body ? (
        <LicenceFields
          bodyName={body.name}
          values={licence}
          errors={{
            number: problems.number ?? fromServer('number'),
            issued_on: problems.issued_on ?? fromServer('issued_on'),
            expires_on: problems.expires_on ?? fromServer('expires_on'),
          }}
          onChange={setLicence}
        />
      ) : null}
      <StepActions saving={saving} onBack={onBack} />
    </StepForm>
  );
}
