import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import type { ReactNode } from 'react';
import { Checkbox, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { entryFieldErrors, localDay, withEntry, withoutEntry, type EducationEntry, type ExperienceEntry } from './profile-view';
import { formatMonth } from '../../../lib/i18n/format';
import { DetailsModal, DialogActions, useDetailsSave, type DetailsSave } from './details-modal';

const MIN_YEAR = 1950;
const MAX_GRADUATION_YEAR = 2100;
/** YYYY-MM ↔ the month pickers' YYYY-MM-01. */
const toPicker = (month: string | null | undefined) => (month ? `${month}-01` : null);
const fromPicker = (day: string | null) => (day ? day.slice(0, 7) : null);

interface EntryFormProps {
  /** The saved index of the entry; null for a new one. */
  index: number | null;
  profile: OnboardingProfile;
  onClose: () => void;
  save: DetailsSave;
}
interface EntryModalProps {
  /** The saved index of the entry, 'new' to add one, null when closed. */
  index: number | 'new' | null;
  profile: OnboardingProfile;
  onClose: () => void;
}

/** The dialog of one list entry: added, changed or removed; the whole list is saved. */
function EntryModal({
  index,
  profile,
  onClose,
  title,
  Form,
}: EntryModalProps & { title: (adding: boolean) => string; Form: (props: EntryFormProps) => ReactNode }) {
  const save = useDetailsSave(onClose);
  return (
    <DetailsModal opened={index !== null} title={index === null ? '' : title(index === 'new')} saving={save.saving} onClose={onClose}>
      {index !== null ? <Form key={String(index)} index={index === 'new' ? null : index} profile={profile} onClose={onClose} save={save} /> : null}
    </DetailsModal>
  );
}

/** One work experience entry. */
export function ExperienceEntryModal(props: EntryModalProps) {
  const { t } = useLingui();
  return <EntryModal {...props} title={(adding) => (adding ? t`Add work experience` : t`Edit work experience`)} Form={ExperienceForm} />;
}

/** One study entry (school or degree). */
export function EducationEntryModal(props: EntryModalProps) {
  const { t } = useLingui();
  return <EntryModal {...props} title={(adding) => (adding ? t`Add a school or degree` : t`Edit a school or degree`)} Form={EducationForm} />;
}

function ExperienceForm({ index, profile, onClose, save }: EntryFormProps) {
  const { t, i18n } = useLingui();
  const entries = profile.experience_entries ?? [];
  const entry: ExperienceEntry | undefined = index === null ? undefined : entries[index];
  const thisMonth = localDay().slice(0, 7);
  const required = t`This field is required`;
  const schema = z
    .object({
      role: z
        .string()
        .trim()
        .min(1, required)
        .max(200, t`At most 200 characters`),
      employer: z
        .string()
        .trim()
        .min(1, required)
        .max(200, t`At most 200 characters`),
      city: z
        .string()
        .trim()
        .max(100, t`At most 100 characters`),
      from: z.string().nullable(),
      current: z.boolean(),
      to: z.string().nullable(),
    })
    .superRefine((v, ctx) => {
      const checkMonth = (field: 'from' | 'to', value: string | null) => {
        if (!value) ctx.addIssue({ code: 'custom', path: [field], message: required });
        else if (value < `${MIN_YEAR}-01` || value > thisMonth)
          ctx.addIssue({ code: 'custom', path: [field], message: t`Choose a month between ${MIN_YEAR} and this month` });
      };
      checkMonth('from', v.from);
      if (!v.current) {
        checkMonth('to', v.to);
        if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: t`The end cannot be before the start` });
      }
    });
  const form = useZodForm(schema, {
    role: entry?.role ?? '',
    employer: entry?.employer ?? '',
    city: entry?.city ?? '',
    from: entry?.from ?? null,
    current: entry ? !entry.to : false,
    to: entry?.to ?? null,
  });
  const saveIndex = index ?? entries.length;
  const setServerErrors = (errors: Record<string, string[] | string> | undefined) =>
    form.setServerErrors(entryFieldErrors(errors, 'experience_entries', saveIndex));
  const month = (field: 'from' | 'to', label: string) => (
    <MonthPickerInput
      size="md"
      label={label}
      withAsterisk
      placeholder={t`Choose a month`}
      value={toPicker(form.values[field])}
      onChange={(day) => form.setField(field, fromPicker(day))}
      minDate={`${MIN_YEAR}-01-01`}
      maxDate={`${thisMonth}-01`}
      locale={i18n.locale === 'en' ? 'en' : 'ro'}
      valueFormatter={({ date }) => (typeof date === 'string' && date ? formatMonth(date.slice(0, 7), i18n.locale) : '')}
      ariaLabels={{ nextYear: t`Next year`, previousYear: t`Previous year`, nextDecade: t`Next decade`, previousDecade: t`Previous decade` }}
      error={form.errors[field]}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.run(
          {
            experience_entries: withEntry(entries, index, {
              role: values.role.trim(),
              employer: values.employer.trim(),
              city: values.city.trim() || null,
              from: values.from!,
              to: values.current ? null : values.to,
            }),
          },
          setServerErrors,
        ),
      )}
    >
      <Stack gap="md">
        <TextInput label={t`Job title or role`} withAsterisk {...form.input('role')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Employer`} withAsterisk {...form.input('employer')} />
          <TextInput label={t`City`} {...form.input('city')} />
        </SimpleGrid>
        <Checkbox
          label={t`I work here now`}
          checked={form.values.current}
          onChange={(event) => form.setField('current', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {month('from', t`From`)}
          {form.values.current ? null : month('to', t`To`)}
        </SimpleGrid>
        <DialogActions
          saving={save.saving}
          onCancel={onClose}
          {...(index !== null && entry
            ? {
                removeLabel: t`Remove: ${entry.role}, ${entry.employer}`,
                onRemove: () =>
                  save.run({ experience_entries: withoutEntry(entries, index) }, setServerErrors, t`The entry was removed`, {
                    experience_entries: entries,
                  }),
              }
            : {})}
        />
      </Stack>
    </form>
  );
}

function EducationForm({ index, profile, onClose, save }: EntryFormProps) {
  const { t } = useLingui();
  const entries = profile.education_entries ?? [];
  const entry: EducationEntry | undefined = index === null ? undefined : entries[index];
  const required = t`This field is required`;
  const schema = z.object({
    degree: z
      .string()
      .trim()
      .min(1, required)
      .max(200, t`At most 200 characters`),
    institution: z
      .string()
      .trim()
      .min(1, required)
      .max(200, t`At most 200 characters`),
    graduation_year: z
      .union([z.number(), z.string()])
      .refine(
        (year) => year === '' || (typeof year === 'number' && Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_GRADUATION_YEAR),
        t`Enter a year between ${MIN_YEAR} and ${MAX_GRADUATION_YEAR}`,
      ),
  });
  const form = useZodForm(schema, {
    degree: entry?.degree ?? '',
    institution: entry?.institution ?? '',
    graduation_year: entry?.graduation_year ?? '',
  });
  const saveIndex = index ?? entries.length;
  const setServerErrors = (errors: Record<string, string[] | string> | undefined) =>
    form.setServerErrors(entryFieldErrors(errors, 'education_entries', saveIndex));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.run(
          {
            education_entries: withEntry(entries, index, {
              degree: values.degree.trim(),
              institution: values.institution.trim(),
              graduation_year: typeof values.graduation_year === 'number' ? values.graduation_year : null,
            }),
          },
          setServerErrors,
        ),
      )}
    >
      <Stack gap="md">
        <TextInput label={t`Degree or qualification`} placeholder={t`For example: nursing degree`} withAsterisk {...form.input('degree')} />
        <TextInput label={t`School or university`} withAsterisk {...form.input('institution')} />
        <NumberInput
          size="md"
          label={t`Graduation year`}
          description={t`Leave it empty if you are still studying.`}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          min={MIN_YEAR}
          max={MAX_GRADUATION_YEAR}
          clampBehavior="none"
          maw={200}
          value={form.values.graduation_year}
          onChange={(value) => form.setField('graduation_year', value)}
          error={form.errors.graduation_year}
        />
        <DialogActions
          saving={save.saving}
          onCancel={onClose}
          {...(index !== null && entry
            ? {
                removeLabel: t`Remove: ${entry.degree}, ${entry.institution}`,
                onRemove: () =>
                  save.run({ education_entries: withoutEntry(entries, index) }, setServerErrors, t`The entry was removed`, {
                    education_entries: entries,
                  }),
              }
            : {})}
        />
      </Stack>
    </form>
  );
}
