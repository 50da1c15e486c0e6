import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useEraseAccount } from './api/privacy-requests';

/**
 * Care's "erase this account" (GDPR, on the owner's request): the reason is required and kept in the privacy log,
 * and the account's email must be typed again, so the wrong row of a search is never erased by one click.
 */
export function EraseAccountButton({ userId, name, email }: { userId: number; name: string; email: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const erase = useEraseAccount();
  const close = () => {
    setOpened(false);
    setReason('');
    setTyped('');
    setReasonError(undefined);
  };
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();
  function submit() {
    if (reason.trim().length < 3) {
      setReasonError(t`Write why the account is erased (the request it answers).`);
      return;
    }
    erase.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t`The account of ${name} has been erased.`);
          close();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
          setReasonError(Array.isArray(field) ? field[0] : field);
          notifyError(error);
        },
      },
    );
  }
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpened(true)} aria-label={t`Erase the account of ${name}`}>
        <Trans>Erase account</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Erase the account of ${name}`}>
        <Stack gap="sm">
          <Alert color="red" variant="light">
            <Trans>
              Only at the owner's request. Open processes end (the other side is told), personal data and the CV are deleted, sessions end. This
              cannot be undone.
            </Trans>
          </Alert>
          <Textarea
            label={t`Reason`}
            description={t`The request this answers (kept in the privacy log)`}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
          />
          <TextInput
            label={t`Type the account's email to confirm`}
            description={
              <Text span size="xs">
                {email}
              </Text>
            }
            required
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" disabled={!confirmed} loading={erase.isPending} onClick={submit}>
              <Trans>Erase the account</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
