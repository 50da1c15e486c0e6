import { Alert, Badge, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { useCareQueue } from './api/get-care-queue';
import { ArchivedList } from './archived-list';
import { CompanyCredits } from './company-credits';
import { FollowUpsList } from './follow-ups-list';
import { FriendRecommendations } from './friend-recommendations';
import { FunnelView } from './funnel-view';
import { PeopleSearch } from './people-search';
import { ScreeningQueue } from './screening-queue';

const SECTIONS = ['queue', 'follow-ups', 'archive', 'companies', 'search', 'friends', 'funnel'] as const;
type Section = (typeof SECTIONS)[number];

function QueueCount({ count }: { count: number | undefined }) {
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
  const section: Section = SECTIONS.includes(params.section as Section) ? (params.section as Section) : 'queue';
  const queue = useCareQueue();
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
            <Tabs.Tab value="queue" rightSection={<QueueCount count={queue.data?.screening.length} />}>
              <Trans>Phone screens</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="follow-ups" rightSection={<QueueCount count={queue.data?.follow_ups.length} />}>
              <Trans>Follow-ups</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="archive">
              <Trans>Archive</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="companies">
              <Trans>Company credits</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="search">
              <Trans>Search</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="friends">
              <Trans>Recommended friends</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="funnel">
              <Trans>Funnel</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="queue" pt="md">
            {queue.isError ? (
              <Alert color="red">
                <Trans>The queue could not be loaded.</Trans>
              </Alert>
            ) : queue.data ? (
              <ScreeningQueue processes={queue.data.screening} />
            ) : (
              <Loader aria-label={t`Loading`} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="follow-ups" pt="md">
            {queue.data ? <FollowUpsList items={queue.data.follow_ups} /> : <Loader aria-label={t`Loading`} />}
          </Tabs.Panel>
          <Tabs.Panel value="archive" pt="md">
            <ArchivedList />
          </Tabs.Panel>
          <Tabs.Panel value="companies" pt="md">
            <CompanyCredits />
          </Tabs.Panel>
          <Tabs.Panel value="search" pt="md">
            <PeopleSearch />
          </Tabs.Panel>
          <Tabs.Panel value="friends" pt="md">
            <FriendRecommendations />
          </Tabs.Panel>
          <Tabs.Panel value="funnel" pt="md">
            <FunnelView />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
