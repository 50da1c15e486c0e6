import { Anchor, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnboardingProfile } from '../api/onboarding-profile';
import type { LicenceSlot } from './licence-slots';
import { ITEM_TARGET, canEditSection, missingItems, type CompletenessItem, type EditTarget } from './profile-view';

function useItemLabels(): Record<CompletenessItem, string> {
  const { t } = useLingui();
  return {
    name: t`Full name`,
    phone: t`Phone`,
    birth_date: t`Date of birth`,
    category: t`Job title`,
    sub_category: t`Medical specialty`,
    tags: t`Competencies`,
    work_type: t`Work type`,
    city: t`City of residence`,
    work_area: t`Where you would work`,
    certification: t`Education`,
    experience: t`Years of experience`,
    language_level: t`English level`,
    min_salary: t`Minimum salary per month`,
    schedules: t`Preferred schedule`,
    notification_preferences: t`How we contact you`,
    job_search_status: t`Job search status`,
    about: t`About you`,
    experience_entries: t`Work experience`,
    education_entries: t`Schools and degrees`,
    cv: t`CV`,
  };
}

/**
 * The server's completeness percentage and the items still missing, each with a way to its section; a regulated job
 * title without its licence to practise is one of them.
 */
export function CompletenessCard({
  profile,
  onEdit,
  missingLicences,
  onEditLicence,
}: {
  profile: OnboardingProfile;
  onEdit: (target: EditTarget) => void;
  missingLicences: LicenceSlot[];
  onEditLicence: (jobTitle: string) => void;
}) {
  const { t } = useLingui();
  const labels = useItemLabels();
  const completeness = Math.max(0, Math.min(100, profile.completeness ?? 0));
  const missing = missingItems(profile);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="completeness-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="completeness-title">
            <Trans>Profile completion</Trans>
          </Title>
          <Text fw={700} size="lg">
            {completeness}%
          </Text>
        </Group>
        <Progress value={completeness} size="lg" radius="xl" aria-label={t`Profile completion`} />
        {missing.length || missingLicences.length ? (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Still missing, for offers that fit you better:</Trans>
            </Text>
            <List size="sm" spacing={4}>
              {missing.map((item) => {
                const step = ITEM_TARGET[item];
                return (
                  <List.Item key={item}>
                    {step && canEditSection(profile, step) ? (
                      <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
                        {labels[item]}
                      </Anchor>
                    ) : (
                      labels[item]
                    )}
                  </List.Item>
                );
              })}
              {missingLicences.map((slot) => (
                <List.Item key={`licence-${slot.jobTitle}`}>
                  <Anchor component="button" type="button" size="sm" onClick={() => onEditLicence(slot.jobTitle)}>
                    {t`Licence to practise: ${slot.jobTitleLabel}`}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            {missing.some((item) => !ITEM_TARGET[item]) ? (
              <Text size="xs" c="dimmed">
                <Trans>The items without a link cannot be changed on this page yet.</Trans>
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm">
            <Trans>Your profile is complete.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
