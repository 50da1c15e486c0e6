import { Alert, Badge, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { useCareQueue } from '../process/care/api/get-care-queue';
import { ArchivedList } from './archived-list';
import { CompanyCredits } from './company-credits';
import { FollowUpsList } from './follow-ups-list';
import { FriendRecommendations } from './friend-recommendations';
import { FunnelView } from './funnel-view';
import { InsightCoverage } from './insight-coverage';
import { PeopleSearch } from './people-search';
import { PostsLeftOut } from './posts-left-out';
import { PrivacyRequests } from './privacy-requests';
import { ScreeningQueue } from './screening-queue';
import { isOneOf } from '../../../../machines/narrow';

const SECTIONS = ['queue', 'follow-ups', 'archive', 'companies', 'posts', 'search', 'friends', 'funnel', 'insight', 'privacy'] as const;
type Section = (typeof SECTIONS)[number];

function QueueCount({ count }: { count: number | null }) {
  return count ? (
    <Badge size="sm" circle>
      {count}
    </Badge>
  ) : null;
}

/** /app/care/{section}: Medilink customer care's console. Every change goes through the workflow engine. */
export function CarePage() {
  const { t } = useLingui();
  usePageTitle(t`Customer care`);
  const params = useParams();
  const navigate = useNavigate();
  const section: Section = isOneOf(SECTIONS, params.section) ? params.section : 'queue';
  const queue = useCareQueue();
  const loading = <Loader aria-label={t`Loading`} />;
  // Each section: its tab (with the number waiting, for the two queues) and its panel, mounted only while open.
  const sections: { value: Section; label: ReactNode; count?: number | null; panel: ReactNode }[] = [
    {
      value: 'queue',
      label: <Trans>Phone screens</Trans>,
      count: queue.data?.screening.length ?? null,
      panel: queue.isError ? (
        <Alert color="red">
          <Trans>The queue could not be loaded.</Trans>
        </Alert>
      ) : queue.data ? (
        <ScreeningQueue processes={queue.data.screening} />
      ) : (
        loading
      ),
    },
    {
      value: 'follow-ups',
      label: <Trans>Follow-ups</Trans>,
      count: queue.data?.follow_ups.length ?? null,
      panel: queue.data ? <FollowUpsList items={queue.data.follow_ups} /> : loading,
    },
    { value: 'archive', label: <Trans>Archive</Trans>, panel: <ArchivedList /> },
    { value: 'companies', label: <Trans>Company credits</Trans>, panel: <CompanyCredits /> },
    { value: 'posts', label: <Trans>Posts</Trans>, panel: <PostsLeftOut /> },
    { value: 'search', label: <Trans>Search</Trans>, panel: <PeopleSearch /> },
    { value: 'friends', label: <Trans>Recommended friends</Trans>, panel: <FriendRecommendations /> },
    { value: 'funnel', label: <Trans>Funnel</Trans>, panel: <FunnelView /> },
    { value: 'insight', label: <Trans>Salary insight</Trans>, panel: <InsightCoverage /> },
    { value: 'privacy', label: <Trans>Privacy requests</Trans>, panel: <PrivacyRequests /> },
  ];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Customer care</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Phone screens, follow-ups, archived processes, company credits and the hiring funnel.</Trans>
          </Text>
        </Stack>
        <Tabs value={section} onChange={(value) => value && navigate(value === 'queue' ? '/care' : `/care/${value}`)} keepMounted={false}>
          <Tabs.List>
            {sections.map(({ value, label, count }) => (
              <Tabs.Tab key={value} value={value} rightSection={count === undefined ? undefined : <QueueCount count={count} />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map(({ value, panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
