import { useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../../../machines/onboarding.machine';
import { downloadCv } from '../../../lib/api/download-cv';
import { useNomenclatureQuery, type NomenclatureName } from '../../../lib/nomenclatures/use-nomenclature';
import { notifyError } from '../../../lib/notify';
import { LoadError } from '../../../lib/ui/load-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidateProfile } from '../api/candidate-profile';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { useAnswerLabels } from '../use-answer-labels';
import { useStepTitles } from '../use-step-titles';
import { CompletenessCard } from './completeness-card';
import { ProfileSection, type ProfileRow } from './profile-section';
import { canEditSection, formatDay, formatLei, formatMonth, labelsOf } from './profile-view';
import { SectionEditModal } from './section-edit-modal';

const NOMENCLATURES = ['functions', 'domain', 'competencies', 'cities', 'educations', 'abroad-work-countries', 'companies', 'schedules'] as const;
type Options = Record<(typeof NOMENCLATURES)[number], Array<{ value: string; label: string }>>;

function useProfileNomenclatures() {
  const queries = NOMENCLATURES.map((name: NomenclatureName) => [name, useNomenclatureQuery(name)] as const);
  const failed = queries.find(([, query]) => query.isError)?.[1];
  const ready = queries.every(([, query]) => query.isSuccess);
  const options = Object.fromEntries(queries.map(([name, query]) => [name, query.data ?? []])) as Options;
  return { ready, error: failed?.error ?? null, retry: () => queries.forEach(([, query]) => void query.refetch()), options };
}

/** /profile for candidates: the wizard's answers by section, the completeness, each section editable with its step form. */
export function CandidateProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`My profile`);
  const profile = useCandidateProfile();
  const nomenclatures = useProfileNomenclatures();
  const [editing, setEditing] = useState<OnboardingStep | null>(null);

  const heading = (
    <Title order={1} size="h2">
      <Trans>My profile</Trans>
    </Title>
  );
  if (profile.isError || nomenclatures.error) {
    const error = profile.error ?? nomenclatures.error!;
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <LoadError
          title={t`Your profile could not be loaded`}
          error={error}
          onRetry={() => {
            if (profile.isError) void profile.refetch();
            nomenclatures.retry();
          }}
        />
      </Stack>
    );
  }
  if (!profile.data || !nomenclatures.ready) {
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <Center py="xl" role="status">
          <Loader aria-label={t`Loading your profile`} />
        </Center>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        {heading}
        <Text c="dimmed">
          <Trans>What employers see when Medilink recommends you. Keep it current: offers follow it.</Trans>
        </Text>
      </Stack>
      <CompletenessCard profile={profile.data} onEdit={setEditing} />
      <Sections profile={profile.data} options={nomenclatures.options} onEdit={setEditing} />
      <SectionEditModal step={editing} profile={profile.data} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function Sections({ profile, options, onEdit }: { profile: OnboardingProfile; options: Options; onEdit: (step: OnboardingStep) => void }) {
  const { t, i18n } = useLingui();
  const titles = useStepTitles();
  const labels = useAnswerLabels();
  const locale = i18n.locale;
  const list = (slugs: string[] | null | undefined, name: keyof Options) => labelsOf(slugs, options[name]).join(', ');
  const one = (slug: string | null | undefined, name: keyof Options) => (slug ? list([slug], name) : '');
  const yesNo = (value: boolean | null | undefined) => (value == null ? '' : value ? t`Yes` : t`No`);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const level = profile.language_level == null ? null : number(profile.language_level);

  const rows: Record<Exclude<OnboardingStep, 'cv'>, ProfileRow[]> = {
    job: [
      { label: t`Job title`, value: one(profile.category, 'functions') },
      { label: t`Medical specialty`, value: one(profile.sub_category, 'domain') },
      { label: t`Competencies`, value: list(profile.tags, 'competencies') },
    ],
    location: [
      { label: t`Work type`, value: profile.work_type ? labels.workTypes[profile.work_type] : '' },
      { label: t`City of residence`, value: one(profile.city, 'cities') },
      { label: t`Where you would work`, value: list(profile.work_locations, 'cities') },
      { label: t`Maximum distance`, value: profile.max_distance_in_km == null ? '' : `${number(profile.max_distance_in_km)} km` },
      { label: t`Open to relocating`, value: yesNo(profile.open_to_relocation) },
      ...(profile.open_to_relocation ? [{ label: t`Preferred cities`, value: list(profile.preferred_cities, 'cities') }] : []),
    ],
    education: [
      { label: t`Education`, value: one(profile.certification, 'educations') },
      { label: t`Years of experience`, value: profile.experience ? labels.experiences[profile.experience] : '' },
      { label: t`English level`, value: level == null ? '' : t`${level} of 10` },
      { label: t`Other job titles you would accept`, value: list(profile.secondary_categories, 'functions') },
    ],
    salary: [
      { label: t`Minimum net salary per month`, value: profile.min_salary == null ? '' : formatLei(profile.min_salary, locale) },
      { label: t`Desired net salary per month`, value: profile.max_salary == null ? '' : formatLei(profile.max_salary, locale) },
      { label: t`Open to working abroad`, value: yesNo(profile.agree_to_work_abroad) },
      ...(profile.agree_to_work_abroad ? [{ label: t`Countries`, value: list(profile.preferred_countries, 'abroad-work-countries') }] : []),
    ],
    preferences: [
      { label: t`How we contact you`, value: (profile.notification_preferences ?? []).map((channel) => labels.channels[channel]).join(', ') },
      { label: t`Job search status`, value: profile.job_search_status ? labels.statuses[profile.job_search_status] : '' },
      { label: t`Companies that should not see your profile`, value: list(profile.black_listed_companies, 'companies') || t`None` },
    ],
  };

  const firstOpen = titles[ONBOARDING_STEPS[Math.min(profile.step ?? 0, ONBOARDING_STEPS.length - 1)]!];
  const cvName = profile.cv_file_name;
  const editProps = (step: OnboardingStep) =>
    canEditSection(profile, step)
      ? { onEdit: () => onEdit(step) }
      : { editHint: <Trans>Fill in “{firstOpen}” first: the sections are saved in order.</Trans> };

  return (
    <>
      {(Object.keys(rows) as Array<keyof typeof rows>).map((step) => (
        <ProfileSection key={step} id={`section-${step}`} title={titles[step]} rows={rows[step]} {...editProps(step)} />
      ))}
      <ProfileSection id="section-cv" title={titles.cv} rows={[]}>
        {profile.cv_file_name ? (
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Trans>Current CV: {cvName}</Trans>
          </Text>
        ) : (
          <Text c="dimmed">
            <Trans>You have not uploaded a CV yet. Employers see it when you have one.</Trans>
          </Text>
        )}
        <Group gap="sm">
          {profile.cv_file_name ? (
            <Button variant="light" onClick={() => downloadCv(profile.id).catch(notifyError)}>
              <Trans>Download CV</Trans>
            </Button>
          ) : null}
          <Button variant={profile.cv_file_name ? 'default' : 'filled'} onClick={() => onEdit('cv')}>
            {profile.cv_file_name ? <Trans>Replace the CV</Trans> : <Trans>Upload a CV</Trans>}
          </Button>
        </Group>
      </ProfileSection>
      <OtherDetails profile={profile} options={options} />
    </>
  );
}

/** Details the profile may hold from elsewhere (no wizard step edits them): shown when present. */
function OtherDetails({ profile, options }: { profile: OnboardingProfile; options: Options }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rows: ProfileRow[] = [];
  if (profile.birth_date) rows.push({ label: t`Date of birth`, value: formatDay(profile.birth_date, locale) });
  if (profile.schedules?.length) rows.push({ label: t`Preferred schedule`, value: labelsOf(profile.schedules, options.schedules).join(', ') });
  if (profile.about) rows.push({ label: t`About you`, value: profile.about });
  if (profile.experience_entries?.length) {
    rows.push({
      label: t`Work experience`,
      value: (
        <Stack gap={4} component="span">
          {profile.experience_entries.map((entry, index) => {
            const from = formatMonth(entry.from, locale);
            const to = entry.to ? formatMonth(entry.to, locale) : t`Present`;
            return (
              <Text span key={index} display="block">
                {entry.role}, {entry.employer}
                {entry.city ? ` (${entry.city})` : ''} · {from} – {to}
              </Text>
            );
          })}
        </Stack>
      ),
    });
  }
  if (profile.education_entries?.length) {
    rows.push({
      label: t`Schools and degrees`,
      value: (
        <Stack gap={4} component="span">
          {profile.education_entries.map((entry, index) => (
            <Text span key={index} display="block">
              {entry.degree}, {entry.institution}
              {entry.graduation_year ? ` · ${entry.graduation_year}` : ''}
            </Text>
          ))}
        </Stack>
      ),
    });
  }
  if (!rows.length) return null;
  return <ProfileSection id="section-other" title={t`Other details`} rows={rows} />;
}
