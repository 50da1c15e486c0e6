import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { notifyError } from '../notify';

const POLICY_KEY = ['user', 'policy'] as const;

/**
 * On the signed-in layout: when the terms and privacy notice changed since the user last accepted them (GET /user
 * says `policy.accepted: false`), a dialog blocks the app until the new version is accepted, or the user signs out.
 * Care is never asked (the server answers accepted for it).
 */
export function PolicyConsentGate({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: POLICY_KEY, queryFn: async () => (await unwrap(api.GET('/user'))).data.user.policy });
  const accept = useMutation({
    mutationFn: (version: string) => unwrap(api.POST('/privacy/consent', { body: { version } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICY_KEY }),
    onError: notifyError,
  });
  const pending = policy.data && !policy.data.accepted ? policy.data : null;

  return (
    <Modal
      opened={pending !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t`We have updated our terms`}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            The terms of use and privacy notice have a new version ({pending?.version}). Please read it and accept it to continue using the platform.
          </Trans>
        </Text>
        <Anchor component={Link} to="/privacy" target="_blank" size="sm">
          <Trans>Read the privacy notice and terms of use (opens in a new tab)</Trans>
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
          <Button onClick={() => pending && accept.mutate(pending.version)} loading={accept.isPending} data-autofocus>
            <Trans>I accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
