import { useState } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnboardingStep } from '../../../../../machines/onboarding.machine';
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
import { StepSections } from './step-sections';
import { CompletenessCard } from './completeness-card';
import { LicenceSection } from './licence-section';
import { licenceSlots } from './licence-slots';
import { ContactSection } from './contact-section';
import { AboutEditModal } from './about-edit-modal';
import { EducationEntryModal, ExperienceEntryModal } from './entry-edit-modals';
import { AboutSection, EducationSection, ExperienceSection } from './details-sections';
import { isDetailsSection, labelsOf, type EditTarget } from './profile-view';
import { SectionEditModal } from './section-edit-modal';
import { useProfileNomenclatures } from './use-profile-nomenclatures';

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
      <StepSections profile={profile.data} options={nomenclatures.options} onEdit={setEditing} />
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
