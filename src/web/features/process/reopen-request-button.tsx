import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { useRequestReopen } from './api/request-reopen';

/** An archived process's way back: a request to customer care, with the reason, which care sees as a follow-up. */
export function ReopenRequestButton({ processId }: { processId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const request = useRequestReopen(processId);
  return (
    <>
      <Button variant="light" size="xs" mt="sm" disabled={sent} onClick={() => setOpen(true)}>
        {sent ? <Trans>Request sent to customer care</Trans> : <Trans>Ask to reopen</Trans>}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Ask to reopen this process`}
        confirmLabel={t`Send the request`}
        pending={request.isPending}
        note="required"
        noteLabel={t`Why should it be reopened?`}
        onConfirm={(reason) =>
          reason &&
          request.mutate(reason, {
            onSuccess: () => {
              setSent(true);
              setOpen(false);
              notifySuccess(t`Customer care has your request and will call you.`);
            },
            onError: notifyError,
          })
        }
      >
        <Trans>Customer care reads your reason, calls you and, if it agrees, reopens the process where it stopped.</Trans>
      </ConfirmDialog>
    </>
  );
}
