import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';
import { ErrorPage } from './error-page';

/**
 * Root error boundary: a 404 raised by the routing layer shows its 'Not Found' (spec §2) with a way back to the home
 * page, which sends a signed-in user on to her dashboard; anything else the error page.
 */
export function RouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <RoutingNotFound /> : <ErrorPage />;
}

function RoutingNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Not Found`);
  return (
    <Center mih="100vh" component="main" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          <Trans>Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The link may be old or mistyped.</Trans>
        </Text>
        <Button component={Link} to="/" mt="sm">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
