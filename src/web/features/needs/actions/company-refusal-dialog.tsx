import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { CompanyReason } from '../../../../../machines/index';
import { emptyReason, ReasonPicker, refusalPayload, type ReasonValue } from '../../../lib/process/reason-picker';

interface CompanyRefusalDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  advice?: ReactNode;
  pending: boolean;
  onConfirm: (payload: { reason: CompanyReason; text?: string }) => void;
}

/** Refusing a candidate, cancelling an interview or declining always names a company reason (spec §5). */
export function CompanyRefusalDialog({ opened, onClose, title, confirmLabel, advice, pending, onConfirm }: CompanyRefusalDialogProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<ReasonValue>(emptyReason);
  const [tried, setTried] = useState(false);
  const errors = tried
    ? { reason: value.reason ? undefined : t`Choose a reason`, text: value.reason === 'other' && !value.text.trim() ? t`Tell us the reason` : undefined }
    : undefined;

  function confirm() {
    setTried(true);
    if (!value.reason || (value.reason === 'other' && !value.text.trim())) return;
    onConfirm(refusalPayload<CompanyReason>(value));
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        {advice ? (
          <Alert color="yellow" variant="light">
            {advice}
          </Alert>
        ) : null}
        <ReasonPicker side="company" label={t`Reason`} value={value} onChange={setValue} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
          <Button color="red" loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
