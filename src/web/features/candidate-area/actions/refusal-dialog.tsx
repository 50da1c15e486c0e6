import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { CandidateReason } from '../../../../../machines/index';
import { emptyReason, ReasonPicker, refusalPayload, type ReasonValue } from '../../../lib/process/reason-picker';

export type RefusalEvent = 'candidate.rejectOffer' | 'candidate.cancelInterview' | 'candidate.rejectFinalOffer';

interface RefusalDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** Advice shown above the reasons (e.g. cancel at least 48 hours ahead). */
  advice?: ReactNode;
  pending: boolean;
  onConfirm: (payload: { reason: CandidateReason; text?: string }) => void;
}

/** Refusing or cancelling always names a reason from the candidate's list (spec §5); 'other' needs a text. */
export function RefusalDialog({ opened, onClose, title, confirmLabel, advice, pending, onConfirm }: RefusalDialogProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<ReasonValue>(emptyReason);
  const [tried, setTried] = useState(false);
  const errors = tried
    ? {
        reason: value.reason ? undefined : t`Choose a reason`,
        text: value.reason === 'other' && !value.text.trim() ? t`Tell us the reason` : undefined,
      }
    : undefined;

  function confirm() {
    setTried(true);
    if (!value.reason || (value.reason === 'other' && !value.text.trim())) return;
    onConfirm(refusalPayload<CandidateReason>(value));
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        {advice ? (
          <Alert color="yellow" variant="light">
            {advice}
          </Alert>
        ) : null}
        <ReasonPicker side="candidate" label={t`Reason`} value={value} onChange={setValue} errors={errors} />
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
