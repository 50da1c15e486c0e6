import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/client';
import { runtimeConfig } from '../../lib/config/runtime-config';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { unsubscribeFromInvitations } from './api/unsubscribe';

/**
 * /unsubscribe/:token: the link at the foot of every friend invitation. Opening it is the one click: the address
 * goes on the suppression list at once (following it again changes nothing), and the page says so.
 */
export function UnsubscribePage() {
  const { t, i18n } = useLingui();
  const { brand } = runtimeConfig();
  usePageTitle(t`Unsubscribe from invitations`);
  const { token = '' } = useParams();
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeFromInvitations(token) });
  const { mutate } = unsubscribe;
  useEffect(() => mutate(), [mutate, token]);

  return (
    <PageCard title={<Trans>Unsubscribe from invitations</Trans>}>
      {unsubscribe.isSuccess ? (
        <Alert color="teal" variant="light" role="status" title={t`You are unsubscribed`}>
          <Trans>{brand} will not send you any more invitations recommended by other people. You do not need to do anything else.</Trans>
        </Alert>
      ) : unsubscribe.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`You are not unsubscribed yet`}>
          {errorMessage(unsubscribe.error, i18n)}
        </Alert>
      ) : (
        <Center py="md" role="status">
          <Loader aria-label={t`Unsubscribing`} />
        </Center>
      )}
      <Text size="sm" c="dimmed">
        <Trans>To remember your choice we keep only a fingerprint of your address (a hash), not the address itself.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light" style={{ alignSelf: 'flex-start' }}>
        <Trans>Go to the home page</Trans>
      </Button>
    </PageCard>
  );
}
