import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import { MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { MAX_AGE, MIN_AGE, birthDateBounds, localDay } from './profile-view';
import { useDayPickerLocale } from '../../../lib/ui/day-input';
import { DetailsModal, DialogActions, useDetailsSave, type DetailsSave } from './details-modal';

export const ABOUT_MAX = 4000;

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
