import { useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../../../machines/onboarding.machine';
import { downloadCv } from '../../../lib/api/download-cv';
import { nomenclatureQuery } from '../../../lib/nomenclatures/use-nomenclature';
import { notifyError } from '../../../lib/notify';
import { LoadError } from '../../../lib/ui/load-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { PasswordCard } from '../../../lib/account/password-card';
import { CalendarFeedSection } from '../../../lib/account/calendar-feed/calendar-feed-section';
import { NotificationSettingsSection } from '../../../lib/account/notification-settings/notification-settings-section';
import { MyDataCard } from '../../../lib/privacy/my-data-card';
import { WhoViewedCard } from '../../../lib/privacy/who-viewed-card';
import { useCandidateProfile } from '../api/candidate-profile';
import { useLicences } from '../../../lib/licences/licences-query';
import { useLicenceBodiesQuery, useLicenceBodyName } from '../../../lib/nomenclatures/use-licence-bodies';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { useAnswerLabels } from '../use-answer-labels';
import { useStepTitles } from '../use-step-titles';
import { CompletenessCard } from './completeness-card';
import { LicenceSection } from './licence-section';
import { licenceSlots } from './licence-slots';
import { ContactSection } from './contact-section';
import { ProfileSection, type ProfileRow } from './profile-section';
import { AboutEditModal } from './about-edit-modal';
import { EducationEntryModal, ExperienceEntryModal } from './entry-edit-modals';
import { formatDay, formatMonth } from '../../../lib/i18n/format';
import { canEditSection, educationNewestFirst, experienceNewestFirst, isDetailsSection, labelsOf, type EditTarget } from './profile-view';
import { SectionEditModal } from './section-edit-modal';
import { usePayAndLimitRows } from './use-pay-and-limit-rows';

const NOMENCLATURES = ['functions', 'domain', 'competencies', 'cities', 'educations', 'abroad-work-countries', 'companies', 'schedules'] as const;
type Options = Record<(typeof NOMENCLATURES)[number], Array<{ value: string; label: string }>>;

function useProfileNomenclatures() {
  const { i18n } = useLingui();
  const results = useQueries({ queries: NOMENCLATURES.map((name) => nomenclatureQuery(name, i18n.locale)) });
  const queries = NOMENCLATURES.map((name, i) => [name, results[i]!] as const);
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
  const licences = useLicences();
  const licenceBodies = useLicenceBodiesQuery();
  const bodyName = useLicenceBodyName();
  const [editingLicence, setEditingLicence] = useState<string | null>(null);
  const [editing, setEditing] = useState<OnboardingStep | null>(null);
  const [editingAbout, setEditingAbout] = useState(false);
  // The entry being edited: its saved index, 'new' for one being added, null when no dialog is open.
  const [experienceEntry, setExperienceEntry] = useState<number | 'new' | null>(null);
  const [educationEntry, setEducationEntry] = useState<number | 'new' | null>(null);
  const edit = (target: EditTarget) => {
    if (!isDetailsSection(target)) setEditing(target);
    else if (target === 'about') setEditingAbout(true);
    else if (target === 'experience') setExperienceEntry('new');
    else setEducationEntry('new');
  };

  const heading = (
    <Title order={1} size="h2">
      <Trans>My profile</Trans>
    </Title>
  );
  if (profile.isError || nomenclatures.error || licences.isError || licenceBodies.isError) {
    const error = profile.error ?? nomenclatures.error ?? licences.error ?? licenceBodies.error!;
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <LoadError
          title={t`Your profile could not be loaded`}
          error={error}
          onRetry={() => {
            if (profile.isError) void profile.refetch();
            if (licences.isError) void licences.refetch();
            if (licenceBodies.isError) void licenceBodies.refetch();
            nomenclatures.retry();
          }}
        />
      </Stack>
    );
  }
  if (!profile.data || !nomenclatures.ready || !licences.data || !licenceBodies.data) {
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        <Center py="xl" role="status">
          <Loader aria-label={t`Loading your profile`} />
        </Center>
      </Stack>
    );
  }

  const slots = licenceSlots(licences.data, (slug) => labelsOf([slug], nomenclatures.options.functions)[0] ?? slug);
  const missingLicences = slots.filter((slot) => !slot.licence);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        {heading}
        <Text c="dimmed">
          <Trans>What employers see when Medilink recommends you. Keep it current: offers follow it.</Trans>
        </Text>
      </Stack>
      <CompletenessCard profile={profile.data} onEdit={edit} missingLicences={missingLicences} onEditLicence={setEditingLicence} />
      <ContactSection profile={profile.data} />
      <Sections profile={profile.data} options={nomenclatures.options} onEdit={setEditing} />
      <LicenceSection slots={slots} bodyName={bodyName} editing={editingLicence} onEdit={setEditingLicence} onClose={() => setEditingLicence(null)} />
      <AboutSection profile={profile.data} options={nomenclatures.options} onEdit={() => setEditingAbout(true)} />
      <ExperienceSection profile={profile.data} onEdit={setExperienceEntry} />
      <EducationSection profile={profile.data} onEdit={setEducationEntry} />
      <WhoViewedCard />
      <CalendarFeedSection />
      <NotificationSettingsSection texts />
      <PasswordCard />
      <MyDataCard />
      <SectionEditModal step={editing} profile={profile.data} onClose={() => setEditing(null)} />
      <AboutEditModal
        opened={editingAbout}
        profile={profile.data}
        schedules={nomenclatures.options.schedules}
        onClose={() => setEditingAbout(false)}
      />
      <ExperienceEntryModal index={experienceEntry} profile={profile.data} onClose={() => setExperienceEntry(null)} />
      <EducationEntryModal index={educationEntry} profile={profile.data} onClose={() => setEducationEntry(null)} />
    </Stack>
  );
}

function Sections({ profile, options, onEdit }: { profile: OnboardingProfile; options: Options; onEdit: (step: OnboardingStep) => void }) {
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
    </>
  );
}

/** Birth date, preferred schedules and the free text: the profile's own section (no wizard step holds them). */
function AboutSection({ profile, options, onEdit }: { profile: OnboardingProfile; options: Options; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const rows: ProfileRow[] = [
    { label: t`Date of birth`, value: profile.birth_date ? formatDay(profile.birth_date, i18n.locale) : '' },
    { label: t`Preferred schedule`, value: labelsOf(profile.schedules, options.schedules).join(', ') },
  ];
  return (
    <ProfileSection id="section-about" title={t`About you`} rows={rows} onEdit={onEdit}>
      {profile.about ? (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{profile.about}</Text>
      ) : (
        <Text c="dimmed" fs="italic">
          <Trans>Nothing about you yet: a few words on how you work help employers choose you.</Trans>
        </Text>
      )}
    </ProfileSection>
  );
}

/** A list of entries, each with its own 'Edit', and an 'Add' button below. */
function EntryList({
  items,
  empty,
  addLabel,
  onAdd,
}: {
  items: Array<{ key: number; text: ReactNode; editLabel: string; onEdit: () => void }>;
  empty: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
}) {
  return (
    <>
      {items.length ? (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.key} component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item.text}</div>
              <Button variant="subtle" size="xs" onClick={item.onEdit} aria-label={item.editLabel} style={{ flexShrink: 0 }}>
                <Trans>Edit</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" fs="italic">
          {empty}
        </Text>
      )}
      <Group>
        {/* sm: the longest label ("Adăugați experiență profesională") fits a phone's card without being cut. */}
        <Button variant="light" size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}

function ExperienceSection({ profile, onEdit }: { profile: OnboardingProfile; onEdit: (index: number | 'new') => void }) {
  const { t, i18n } = useLingui();
  const items = experienceNewestFirst(profile.experience_entries).map(({ entry, index }) => {
    const from = formatMonth(entry.from, i18n.locale);
    const to = entry.to ? formatMonth(entry.to, i18n.locale) : t`Present`;
    return {
      key: index,
      editLabel: t`Edit: ${entry.role}, ${entry.employer}`,
      onEdit: () => onEdit(index),
      text: (
        <>
          <Text fw={600}>{entry.role}</Text>
          <Text size="sm">
            {entry.employer}
            {entry.city ? ` · ${entry.city}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {from} – {to}
          </Text>
        </>
      ),
    };
  });
  return (
    <ProfileSection id="section-experience" title={t`Work experience`} rows={[]}>
      <EntryList items={items} empty={<Trans>No jobs added yet.</Trans>} addLabel={<Trans>Add work experience</Trans>} onAdd={() => onEdit('new')} />
    </ProfileSection>
  );
}

function EducationSection({ profile, onEdit }: { profile: OnboardingProfile; onEdit: (index: number | 'new') => void }) {
  const { t } = useLingui();
  const items = educationNewestFirst(profile.education_entries).map(({ entry, index }) => ({
    key: index,
    editLabel: t`Edit: ${entry.degree}, ${entry.institution}`,
    onEdit: () => onEdit(index),
    text: (
      <>
        <Text fw={600}>{entry.degree}</Text>
        <Text size="sm">{entry.institution}</Text>
        {entry.graduation_year ? (
          <Text size="sm" c="dimmed">
            {String(entry.graduation_year)}
          </Text>
        ) : null}
      </>
    ),
  }));
  return (
    <ProfileSection id="section-studies" title={t`Schools and degrees`} rows={[]}>
      <EntryList
        items={items}
        empty={<Trans>No schools or degrees added yet.</Trans>}
        addLabel={<Trans>Add a school or degree</Trans>}
        onAdd={() => onEdit('new')}
      />
    </ProfileSection>
  );
}
