import { Button, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api/client';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError } from '../../lib/notify';
import { useSpecialtiesFor, useSpecialtyFollowsJobTitle } from '../../lib/nomenclatures/specialties-for';
import { useNomenclature } from '../../lib/nomenclatures/use-nomenclature';
import type { NeedInput } from './api/create-need';
import type { PostTerms } from '../../../../machines/post-terms';
import { needFormSchema, termsInput, type NeedFormValues } from './need-form-schema';
import { NeedTermsFields } from './need-terms-fields';

type Props = {
  initialValues: NeedFormValues;
  submitLabel: ReactNode;
  pending: boolean;
  /** Sends the input; rejects with the API's error, whose field errors the form then shows. */
  save: (input: NeedInput) => Promise<unknown>;
  /** Buttons before the submit one (e.g. cancel an edit). */
  extraActions?: ReactNode;
};

/** The post form, for posting (/needs/add) and editing a published post (its page): same fields and rules. */
export function NeedForm({ initialValues, submitLabel, pending, save, extraActions }: Props) {
  const { t } = useLingui();
  const form = useZodForm(needFormSchema, initialValues);
  const jobTitles = useNomenclature('functions');
  const specialties = useSpecialtiesFor(form.values.job_title);
  useSpecialtyFollowsJobTitle(form.values.job_title, form.values.specialty, specialties, () => form.setField('specialty', ''));
  const competencies = useNomenclature('competencies');
  const cities = useNomenclature('cities');
  const v = form.values;

  const submit = form.onSubmit((values) => {
    save(toNeedInput(values)).catch((error: unknown) => {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t`Post title`} withAsterisk maxLength={200} {...form.input('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Job title`}
            withAsterisk
            searchable
            data={jobTitles}
            value={v.job_title || null}
            onChange={(x) => form.setField('job_title', x ?? '')}
            error={form.errors.job_title}
          />
          <Select
            label={t`Medical specialty`}
            searchable
            clearable
            data={specialties}
            value={v.specialty || null}
            onChange={(x) => form.setField('specialty', x ?? '')}
            error={form.errors.specialty}
          />
        </SimpleGrid>
        <MultiSelect
          label={t`Competencies`}
          searchable
          data={competencies}
          value={v.tags}
          onChange={(x) => form.setField('tags', x)}
          error={form.errors.tags}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`City`}
            withAsterisk
            searchable
            data={cities}
            value={v.city || null}
            onChange={(x) => form.setField('city', x ?? '')}
            error={form.errors.city}
          />
          <TextInput label={t`Address`} maxLength={300} {...form.input('address')} />
        </SimpleGrid>
        <NeedTermsFields values={v} errors={form.errors} setField={form.setField} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t`Openings`}
            min={1}
            max={100}
            allowDecimal={false}
            value={v.positions}
            onChange={(x) => form.setField('positions', typeof x === 'number' ? x : 1)}
            error={form.errors.positions}
          />
        </SimpleGrid>
        <Textarea
          label={t`Description`}
          autosize
          minRows={4}
          maxLength={4000}
          value={v.description}
          onChange={(e) => form.setField('description', e.currentTarget.value)}
          error={form.errors.description}
        />
        <Group justify="flex-end">
          {extraActions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function toNeedInput(values: ReturnType<typeof needFormSchema.parse>): NeedInput {
  return {
    title: values.title,
    job_title: values.job_title,
    specialty: values.specialty || null,
    tags: values.tags,
    city: values.city,
    address: values.address || null,
    // The normă the terms state is the post's work type now (matching reads work_type); the old schedule list is
    // superseded by the shift pattern and kept as it was.
    work_type: values.norma === 'part' ? 'part_time' : 'full_time',
    schedule: values.schedule || null,
    description: values.description || null,
    positions: values.positions,
    // Checked by the form's schema (the server's rules): every required term is there.
    ...(termsInput(values) as Pick<NeedInput, keyof PostTerms>),
  };
}
