import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { defaultLicenceExpiry } from '../../../../../machines/licence';
import { DayInput } from '../../../lib/ui/day-input';
import { useLicenceBodiesQuery } from '../../../lib/nomenclatures/use-licence-bodies';
import { readOnboardingRegistration } from '../../../lib/session/onboarding-registration';
import { getOnboardingLicences, type LicenceAnswer } from '../api/onboarding-profile';
import { validationMessages } from '../../../lib/validation/messages';
import { localDay } from '../profile/profile-view';

// The licence to practise ("aviz de liberă practică"), asked in the wizard's job step when the chosen job title is
// regulated: care validates such a candidate only with it. Optional there (she may not have it at hand): once she
// gives a number, the dates are required too. The profile's licence section holds the document and later changes.

const NUMBER_MAX = 40;

export interface LicenceValues {
  number: string;
  issued_on: string | null;
  expires_on: string | null;
}

type Saved = { job_title: string; number: string; issued_on: string; expires_on: string };

/** The candidate's saved licences, read with the registration's token (the wizard has no session yet). */
export function useWizardLicences(enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'licences'],
    queryFn: () => getOnboardingLicences(readOnboardingRegistration()!),
    enabled: enabled && readOnboardingRegistration() !== null,
    refetchOnWindowFocus: false,
  });
}

/** The body licensing `jobTitle`, or undefined when none does (or the list is not loaded yet). */
export function useLicenceBodyOf(jobTitle: string) {
  const bodies = useLicenceBodiesQuery().data ?? [];
  return jobTitle ? bodies.find((body) => (body.job_titles ?? []).includes(jobTitle)) : undefined;
}

/**
 * The licence fields for `jobTitle`: the saved licence, else empty with the body's usual expiry (31 December of this
 * year for a yearly licence, on the page's clock in Bucharest).
 */
export function licenceValuesFor(jobTitle: string, body: string | undefined, saved: readonly Saved[], now = new Date()): LicenceValues {
  const found = saved.find((licence) => licence.job_title === jobTitle);
  if (found) return { number: found.number, issued_on: found.issued_on, expires_on: found.expires_on };
  return { number: '', issued_on: null, expires_on: defaultLicenceExpiry(body, now) };
}

/** The texts of what keeps licence values from being sent; empty when they can (or when no number was given). */
export function useLicenceProblems() {
  const { t, i18n } = useLingui();
  return (values: LicenceValues): Partial<Record<keyof LicenceValues, string>> => {
    const found: Partial<Record<keyof LicenceValues, string>> = {};
    if (!values.number.trim() && !values.issued_on) return found;
    const required = i18n._(validationMessages.required);
    if (!values.number.trim()) found.number = required;
    if (!values.issued_on) found.issued_on = required;
    else if (values.issued_on > localDay()) found.issued_on = t`The issue date cannot be in the future`;
    if (!values.expires_on) found.expires_on = required;
    else if (values.issued_on && values.expires_on <= values.issued_on) found.expires_on = t`The expiry date must be after the issue date`;
    return found;
  };
}

/** The licence as the step sends it; undefined when she gave no number (she adds it later). */
export function licenceAnswer(jobTitle: string, body: string, values: LicenceValues): LicenceAnswer | undefined {
  if (!values.number.trim() || !values.issued_on || !values.expires_on) return undefined;
  return { jobTitle, fields: { body, number: values.number.trim(), issued_on: values.issued_on, expires_on: values.expires_on } };
}

export function LicenceFields({
  bodyName,
  values,
  errors,
  onChange,
}: {
  bodyName: string;
  values: LicenceValues;
  errors: Partial<Record<keyof LicenceValues, string>>;
  onChange: (values: LicenceValues) => void;
}) {
  const { t } = useLingui();
  const today = localDay();
  return (
    <Stack gap="sm" component="section" aria-labelledby="licence-fields-title">
      <Title order={3} size="h5" id="licence-fields-title">
        <Trans>Licence to practise</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          This job title needs the licence to practise issued by {bodyName}. Medilink customer care checks it before recommending you to employers.
          You can also add it later, from your profile.
        </Trans>
      </Text>
      <TextInput
        label={t`Licence number`}
        maxLength={NUMBER_MAX}
        value={values.number}
        onChange={(event) => onChange({ ...values, number: event.currentTarget.value })}
        error={errors.number}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DayInput
          label={t`Issued on`}
          // Asked only with a number: she may add the licence later.
          withAsterisk={false}
          maxDate={today}
          yearFirst
          value={values.issued_on}
          onChange={(day) => onChange({ ...values, issued_on: day })}
          error={errors.issued_on}
        />
        <DayInput
          label={t`Expires on`}
          withAsterisk={false}
          {...(values.issued_on ? { minDate: values.issued_on } : {})}
          yearFirst
          value={values.expires_on}
          onChange={(day) => onChange({ ...values, expires_on: day })}
          error={errors.expires_on}
        />
      </SimpleGrid>
    </Stack>
  );
}
