import { Center, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** Root error boundary: a 404 raised by the routing layer shows its plain 'Not Found'; anything else the error page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Center mih="100vh">
        <Text size="xl" fw={600} role="alert">
          <Trans>Not Found</Trans>
        </Text>
      </Center>
    );
  }
  return <ErrorPage />;
}
