import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatInstant } from '../../lib/time/bucharest-time';
import { CompanyStatusBadge } from '../process/status-badge';
import { useRefetchAt } from '../../lib/time/use-refetch-at';
import { usePageTitle } from '../../lib/use-page-title';
import { useCompanyDashboard } from './api/get-dashboard';

/**
 * /dashboard/company: open needs with counts per status, what waits for the company, next interviews; before its
 * first post, what happens once it publishes one. (Credits gate nothing in this version: care sets them, no screen
 * of the company shows a number that means nothing to it.)
 */
export function CompanyDashboardPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Company dashboard`);
  const dashboard = useCompanyDashboard();
  const d = dashboard.data;
  const processLink = (p: { need_id: number; process_id: number }) => `/needs/${p.need_id}/candidate/${p.process_id}`;
  // When the next interview begins, the machine asks whether the candidate came: a dashboard left open asks again.
  useRefetchAt(d?.upcoming[0]?.at, dashboard.refetch);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {d ? <Trans>Hello, {d.company.name}!</Trans> : <Trans>Company dashboard</Trans>}
        </Title>
        <Button component={Link} to="/needs/add">
          <Trans>Add a post</Trans>
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="sm">
            <Trans>Waiting for you</Trans>
          </Title>
          <Stack gap="xs" data-testid="waiting">
            {d?.waiting.length ? (
              d.waiting.map((p) => (
                // On a phone a long status goes under the name: a badge is never shortened (lib/ui/whole-badge.tsx).
                <Group key={p.process_id} justify="space-between" gap="xs">
                  <Stack gap={0}>
                    <Anchor component={Link} to={processLink(p)}>
                      {p.candidate_name} · {p.need_title}
                    </Anchor>
                    {/* The machine opens presence once the interview began (its clock): say what is asked. */}
                    {p.can.includes('company.reportPresence') ? (
                      <Text size="sm" c="dimmed">
                        <Trans>The interview time has passed: did the candidate come?</Trans>
                      </Text>
                    ) : null}
                  </Stack>
                  <CompanyStatusBadge status={p.status} />
                </Group>
              ))
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>Nothing waits for you right now.</Trans>
              </Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="sm">
            <Trans>Upcoming interviews</Trans>
          </Title>
          <Stack gap="xs">
            {d?.upcoming.length ? (
              d.upcoming.map((p) => (
                <Stack key={p.process_id} gap={0}>
                  <Anchor component={Link} to={processLink(p)}>
                    {p.candidate_name} · {p.need_title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatInstant(p.at, i18n.locale)}
                  </Text>
                </Stack>
              ))
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>No interviews scheduled.</Trans>
              </Text>
            )}
            <Anchor component={Link} to="/company/schedule" size="sm">
              <Trans>Open the schedule</Trans>
            </Anchor>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            <Trans>Open posts</Trans>
          </Title>
          <Anchor component={Link} to="/needs/" size="sm">
            <Trans>All posts</Trans>
          </Anchor>
        </Group>
        <Stack gap="sm">
          {d?.needs.length ? (
            d.needs.map((n) => (
              <Stack key={n.id} gap={4}>
                <Anchor component={Link} to={`/needs/${n.id}/`} fw={600}>
                  {n.title}
                  {n.city_name ? ` · ${n.city_name}` : ''}
                </Anchor>
                <Group gap={4}>
                  {Object.entries(n.status_counts).map(([status, count]) => (
                    <CompanyStatusBadge key={status} status={status} count={count} />
                  ))}
                </Group>
              </Stack>
            ))
          ) : (
            <Stack gap="xs">
              <Text size="sm">
                <Trans>No open posts yet. Once you publish one:</Trans>
              </Text>
              <List type="ordered" spacing={4} size="sm">
                <List.Item>
                  <Trans>Medilink matches it with candidates whose job, city, pay and hours fit, and sends each an offer.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>Medilink customer care calls every interested candidate; you see those it validated, without their contact yet.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>You accept a candidate to see their contact and invite them to an interview, then send a final offer.</Trans>
                </List.Item>
              </List>
            </Stack>
          )}
        </Stack>
      </Card>
      <Group gap="lg">
        <Anchor component={Link} to="/candidates/">
          <Trans>Candidates</Trans>
        </Anchor>
        <Anchor component={Link} to="/company/events">
          <Trans>Events</Trans>
        </Anchor>
        <Anchor component={Link} to="/profile">
          <Trans>Company profile</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}
