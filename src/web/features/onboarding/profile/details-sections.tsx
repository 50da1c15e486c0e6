import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay, formatMonth } from '../../../lib/i18n/format';
import type { OnboardingProfile } from '../api/onboarding-profile';
import { ProfileSection, type ProfileRow } from './profile-section';
import { educationNewestFirst, experienceNewestFirst, labelsOf } from './profile-view';
import type { Options } from './use-profile-nomenclatures';

// The profile's own sections, which no wizard step holds: about you, work experience, schools and degrees.

/** Birth date, preferred schedules and the free text: the profile's own section (no wizard step holds them). */
export function AboutSection({ profile, options, onEdit }: { profile: OnboardingProfile; options: Options; onEdit: () => void }) {
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

export function ExperienceSection({ profile, onEdit }: { profile: OnboardingProfile; onEdit: (index: number | 'new') => void }) {
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

export function EducationSection({ profile, onEdit }: { profile: OnboardingProfile; onEdit: (index: number | 'new') => void }) {
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
