import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { notifyError } from '../notify';
import { POLICY_KEY } from './policy-key';

export interface PolicyConsentDialogProps {
  /** The version to accept; null once it is accepted (the dialog then closes with its transition). */
  version: string | null;
  onSignOut: () => void;
}

/** The blocking dialog of PolicyConsentGate: accept the new terms and privacy notice, or sign out. */
export function PolicyConsentDialog({ version, onSignOut }: PolicyConsentDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (accepted: string) => unwrap(api.POST('/privacy/consent', { body: { version: accepted } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICY_KEY }),
    onError: notifyError,
  });

  return (
    <Modal
      opened={version !== null}
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
            The terms of use and privacy notice have a new version ({version}). Please read it and accept it to continue using the platform.
          </Trans>
        </Text>
        <Anchor component={Link} to="/privacy" target="_blank" size="sm">
          <Trans>Read the privacy notice and terms of use (opens in a new tab)</Trans>
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
          <Button onClick={() => version && accept.mutate(version)} loading={accept.isPending} data-autofocus>
            <Trans>I accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
