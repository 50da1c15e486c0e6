import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../../../machines/onboarding.machine';
import { downloadCv } from '../../../lib/api/download-cv';
import { notifyError } from '../../../lib/notify';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { useAnswerLabels } from '../use-answer-labels';
import { useStepTitles } from '../use-step-titles';
import { ProfileSection, type ProfileRow } from './profile-section';
import { canEditSection, labelsOf } from './profile-view';
import { usePayAndLimitRows } from './use-pay-and-limit-rows';
import type { Options } from './use-profile-nomenclatures';

/** The wizard's answers, one section per step, each edited with its step's form (in order, as the server saves them). */
export function StepSections({ profile, options, onEdit }: { profile: OnboardingProfile; options: Options; onEdit: (step: OnboardingStep) => void }) {
  const { t, i18n } = useLingui();
  const titles = useStepTitles();
  const labels = useAnswerLabels();
  const payAndLimits = usePayAndLimitRows(profile);
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
      ...payAndLimits,
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
      {ONBOARDING_STEPS.filter((step) => step !== 'cv').map((step) => (
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
    </>
  );
}
