import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifyWithUndo } from '../../../lib/ui/undo-notification';
import { useSaveProfileDetails } from '../api/candidate-profile';
import type { OnboardingPatch, OnboardingProfile } from '../api/onboarding-profile';
import {
  MAX_AGE,
  MIN_AGE,
  birthDateBounds,
  entryFieldErrors,
  localDay,
  withEntry,
  withoutEntry,
  type EducationEntry,
  type ExperienceEntry,
} from './profile-view';
import { formatMonth } from '../../../lib/i18n/format';
import { useDayPickerLocale } from '../../../lib/process/day-input';

// The profile's own dialogs for what no wizard step holds; each saves with PATCH /register/candidate/{id} without a
// `step`, checked in the browser as the server checks it (src/server/profiles/onboarding.ts).

export const ABOUT_MAX = 4000;
const MIN_YEAR = 1950;
const MAX_GRADUATION_YEAR = 2100;

export function DetailsModal({
  opened,
  title,
  saving,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={saving ? () => undefined : onClose} title={title} size="lg" fullScreen={phone} radius="lg">
      {children}
    </Modal>
  );
}

export function DialogActions({
  saving,
  onCancel,
  onRemove,
  removeLabel,
}: {
  saving: boolean;
  onCancel: () => void;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      {onRemove ? (
        <Button variant="subtle" color="red" onClick={onRemove} disabled={saving} aria-label={removeLabel}>
          <Trans>Remove</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Group>
  );
}

/** Saves the fields; on a refusal shows the server's field errors (mapped by `mapErrors`) and its message. */
function useDetailsSave(onClose: () => void) {
  const { t } = useLingui();
  const save = useSaveProfileDetails();
  return {
    saving: save.isPending,
    /** Saves `fields`; with `undo` (the fields as they were), the toast offers to put them back. */
    run(
      fields: OnboardingPatch,
      setServerErrors: (errors: Record<string, string[] | string> | undefined) => void,
      saved = t`The profile was saved`,
      undo?: OnboardingPatch,
    ) {
      save.mutate(fields, {
        onSuccess() {
          if (undo)
            notifyWithUndo(saved, () => save.mutate(undo, { onSuccess: () => notifySuccess(t`The entry was restored`), onError: notifyError }));
          else notifySuccess(saved);
          onClose();
        },
        onError(error) {
          if (error instanceof ApiError) setServerErrors(error.fieldErrors);
          notifyError(error);
        },
      });
    },
  };
}

/** Birth date, preferred schedules and the free text about the candidate. */
export function AboutEditModal({
  opened,
  profile,
  schedules,
  onClose,
}: {
  opened: boolean;
  profile: OnboardingProfile;
  schedules: Array<{ value: string; label: string }>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useDetailsSave(onClose);
  return (
    <DetailsModal opened={opened} title={t`About you`} saving={save.saving} onClose={onClose}>
      {opened ? <AboutForm profile={profile} schedules={schedules} onClose={onClose} save={save} /> : null}
    </DetailsModal>
  );
}

function AboutForm({
  profile,
  schedules,
  onClose,
  save,
}: {
  profile: OnboardingProfile;
  schedules: Array<{ value: string; label: string }>;
  onClose: () => void;
  save: DetailsSave;
}) {
  const { t } = useLingui();
  const dayPickerLocale = useDayPickerLocale();
  const bounds = birthDateBounds(localDay());
  const schema = z.object({
    birth_date: z
      .string()
      .nullable()
      .refine((day) => day === null || day <= bounds.max, t`You must be at least ${MIN_AGE} years old`)
      .refine((day) => day === null || day >= bounds.min, t`Check the date of birth: at most ${MAX_AGE} years ago`),
    schedules: z.array(z.string()).max(20),
    about: z.string().max(ABOUT_MAX, t`At most ${ABOUT_MAX} characters`),
  });
  const form = useZodForm(schema, {
    birth_date: profile.birth_date ?? null,
    schedules: profile.schedules ?? [],
    about: profile.about ?? '',
  });
  const length = form.values.about.length;
  const max = ABOUT_MAX;
  const known = new Set(schedules.map((option) => option.value));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.run(
          {
            birth_date: values.birth_date,
            // A schedule the nomenclature no longer has is never sent back (the server would refuse it).
            schedules: values.schedules.filter((slug) => known.has(slug)),
            about: values.about.trim() || null,
          },
          // `schedules.2` → the schedules field.
          (errors) => form.setServerErrors(errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [field.split('.')[0]!, text]))),
        ),
      )}
    >
      <Stack gap="md">
        <DatePickerInput
          {...dayPickerLocale}
          size="md"
          label={t`Date of birth`}
          placeholder={t`Choose a day`}
          clearable
          defaultLevel={form.values.birth_date ? 'month' : 'decade'}
          defaultDate={form.values.birth_date ?? `${bounds.max.slice(0, 4)}-01-01`}
          value={form.values.birth_date}
          onChange={(day) => form.setField('birth_date', day)}
          minDate={bounds.min}
          maxDate={bounds.max}
          clearButtonProps={{ 'aria-label': t`Clear the date of birth` }}
          error={form.errors.birth_date}
          popoverProps={{ withinPortal: true }}
        />
        <MultiSelect
          size="md"
          label={t`Preferred schedule`}
          placeholder={t`For example: day shifts`}
          data={schedules}
          searchable
          clearable
          value={form.values.schedules}
          onChange={(value) => form.setField('schedules', value)}
          error={form.errors.schedules}
        />
        <Textarea
          size="md"
          label={t`About you`}
          description={t`What you would like employers to know: how you work, what you are looking for.`}
          autosize
          minRows={4}
          maxRows={12}
          value={form.values.about}
          onChange={(event) => form.setField('about', event.currentTarget.value)}
          error={form.errors.about}
        />
        <Text id="about-counter" size="xs" c={length > max ? 'red' : 'dimmed'} ta="right" mt={-8}>
          <Trans>
            {length} of {max} characters
          </Trans>
        </Text>
        <DialogActions saving={save.saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** YYYY-MM ↔ the month pickers' YYYY-MM-01. */
const toPicker = (month: string | null | undefined) => (month ? `${month}-01` : null);
const fromPicker = (day: string | null) => (day ? day.slice(0, 7) : null);

type DetailsSave = ReturnType<typeof useDetailsSave>;
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
