import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will follow once confirmed, in the words of the person acting. */
  children: ReactNode;
  /** What the person must look at or fill in before confirming (care's licence check), between the text and the note. */
  details?: ReactNode;
  confirmLabel: string;
  /** Red for an action that ends, archives, blames or deletes; the theme's colour otherwise. */
  color?: string;
  pending: boolean;
  /** A note to keep with the decision (care's decisions): asked for, or offered. */
  note?: 'required' | 'optional';
  noteLabel?: string;
  onConfirm: (note?: string) => void;
}

/** The modal of ConfirmDialog (confirm-dialog.tsx), loaded when one first opens. */
export function ConfirmDialogModal({
  opened,
  onClose,
  title,
  children,
  details,
  confirmLabel,
  color,
  pending,
  note,
  noteLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = note === 'required' && !text.trim();

  function close() {
    setText('');
    setTried(false);
    onClose();
  }

  function confirm() {
    setTried(true);
    if (missing) return;
    onConfirm(note ? text.trim() || undefined : undefined);
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {details}
        {note ? (
          <Textarea
            label={noteLabel ?? t`Note`}
            withAsterisk={note === 'required'}
            autosize
            minRows={2}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={tried && missing ? t`Write a short note` : undefined}
          />
        ) : null}
        <DialogActions onBack={close} pending={pending} onConfirm={confirm} color={color}>
          {confirmLabel}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
