import { Modal, Stack, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bucharestToday } from '../../../../lib/time/bucharest-time';
import { DayInput } from '../../../../lib/ui/day-input';
import { DialogActions } from '../../../../lib/ui/dialog-actions';

interface TrialDialogProps {
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  onSend: (payload: { date: string; note?: string }) => void;
}

/** A trial day on a future working day, with an optional note for the candidate. */
export function TrialDialog({ opened, onClose, pending, onSend }: TrialDialogProps) {
  const { t } = useLingui();
  const [date, setDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const tomorrow = bucharestToday(new Date(Date.now() + 24 * 3_600_000));
  return (
    <Modal opened={opened} onClose={onClose} title={t`Propose a trial day`} centered>
      <Stack gap="md">
        <DayInput
          label={t`Trial day`}
          minDate={tomorrow}
          workingDaysOnly
          value={date}
          onChange={setDate}
          error={tried && !date ? t`Choose a day` : undefined}
        />
        <Textarea
          label={t`Note for the candidate`}
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <DialogActions
          onBack={onClose}
          pending={pending}
          onConfirm={() => {
            setTried(true);
            if (date) onSend(note.trim() ? { date, note: note.trim() } : { date });
          }}
        >
          <Trans>Propose the trial day</Trans>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
