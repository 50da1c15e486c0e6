import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import type { Offer } from './api/get-offer';

/** The offer of a process. Its answers (interested, interview choice, final offer) come with the process screens. */
export function OfferPage() {
  const { t, i18n } = useLingui();
  const offer = useLoaderData() as Offer;
  usePageTitle(offer.position);
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(offer.offer_date));
  const salary = offer.salary === null ? '—' : `${new Intl.NumberFormat(i18n.locale).format(offer.salary)} LEI`;
  const facts = [
    [t`Company`, offer.company],
    [t`Location`, offer.location],
    [t`Job type`, offer.job_type],
    [t`Salary`, salary],
    [t`Offer date`, date],
  ] as const;

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/offers/" size="sm">
        <Trans>See all offers</Trans>
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {offer.position}
            </Title>
            <Badge variant="light" color={offer.post_status === 'active' ? 'teal' : 'gray'}>
              {offer.post_status === 'active' ? <Trans>Active</Trans> : <Trans>Archived</Trans>}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {facts.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fw={500}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            <Trans>Status: {offer.status}</Trans>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
