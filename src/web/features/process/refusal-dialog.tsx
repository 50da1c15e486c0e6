import { Alert, Modal, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DialogActions } from '../../lib/ui/dialog-actions';
import { emptyReason, ReasonPicker, refusalPayload, type ReasonSide, type ReasonValue } from './reason-picker';

interface RefusalDialogProps<R extends string> {
  /** Whose reasons: the candidate's or the company's list (spec §3), or a company closing a position. */
  side: ReasonSide;
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** Advice shown above the reasons (e.g. cancel at least 48 hours ahead). */
  advice?: ReactNode;
  pending: boolean;
  onConfirm: (payload: { reason: R; text?: string }) => void;
}

/** Refusing, cancelling or declining always names a reason of the side's list (spec §5); 'other' needs a text. */
export function RefusalDialog<R extends string>({ side, opened, onClose, title, confirmLabel, advice, pending, onConfirm }: RefusalDialogProps<R>) {
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
    onConfirm(refusalPayload<R>(value));
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        {advice ? (
          <Alert color="yellow" variant="light">
            {advice}
          </Alert>
        ) : null}
        <ReasonPicker side={side} label={t`Reason`} value={value} onChange={setValue} errors={errors} />
        <DialogActions onBack={onClose} pending={pending} onConfirm={confirm} color="red">
          {confirmLabel}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
