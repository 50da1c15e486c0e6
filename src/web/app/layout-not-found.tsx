import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';

/** The dashboard layout's own not-found view (spec §2). */
export function LayoutNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text c="medical.8" fw={700}>
          <Trans>Oops! Page not found</Trans>
        </Text>
        <Title order={1} size="h2">
          <Trans>We could not find this page</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The link may be old or the page may have moved. Your dashboard has everything in one place.</Trans>
        </Text>
        <Button component={Link} to="/dashboard/candidate" mt="sm">
          <Trans>Go to dashboard</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
