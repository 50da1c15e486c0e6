import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { emptyReason, ReasonPicker, refusalPayload, type ReasonValue } from '../../lib/process/reason-picker';
import { useArchiveNeed } from './api/archive-need';

/** Archiving a need ends its open processes with the company's reason (through the hiring machine, server-side). */
export function ArchiveNeedDialog({ needId, opened, onClose }: { needId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState<ReasonValue>(emptyReason);
  const [tried, setTried] = useState(false);
  const archive = useArchiveNeed(needId);
  const errors = tried
    ? { reason: value.reason ? undefined : t`Choose a reason`, text: value.reason === 'other' && !value.text.trim() ? t`Tell us the reason` : undefined }
    : undefined;

  function confirm() {
    setTried(true);
    if (!value.reason || (value.reason === 'other' && !value.text.trim())) return;
    archive.mutate(refusalPayload(value), {
      onSuccess: (result) => {
        notifySuccess(
          result.left_open.length
            ? t`The need was archived. ${result.left_open.length} processes wait for the candidate or customer care and stay open.`
            : t`The need was archived`,
        );
        onClose();
      },
      onError: notifyError,
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Archive the need`} centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          <Trans>Every open process of this need ends with the reason you choose; the candidates are told.</Trans>
        </Alert>
        <ReasonPicker side="company" label={t`Reason`} value={value} onChange={setValue} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
          <Button color="red" loading={archive.isPending} onClick={confirm}>
            <Trans>Archive the need</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
