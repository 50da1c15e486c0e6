import { Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DialogActions } from '../../lib/ui/dialog-actions';
import { OptionsFields } from './options-fields';
import { emptySlots } from './options-picker';
import { checkOptionSlots, type OptionsEventType } from './slot-check';

interface OptionsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Each side names its dialogs in its own words (e.g. "Request another date", "Reschedule the interview"). */
  title: string;
  type: OptionsEventType;
  pending: boolean;
  onSend: (options: string[]) => void;
  /** Under the options, given the instants that pass the rules so far (warnings: availability, clashes). */
  notice?: (instants: string[]) => ReactNode;
}

/** Three other interview times, for a counter-proposal or a reschedule request, on either side of the process. */
export function OptionsDialog({ opened, onClose, title, type, pending, onSend, notice }: OptionsDialogProps) {
  const [slots, setSlots] = useState(emptySlots);
  const [tried, setTried] = useState(false);
  const check = checkOptionSlots(type, slots);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Propose 3 different times, at least 24 hours from now, on working days between 07:00 and 21:00 (Romania time).</Trans>
        </Text>
        <OptionsFields slots={slots} onChange={setSlots} check={check} tried={tried} notice={notice?.(check.instants ?? [])} />
        <DialogActions
          onBack={onClose}
          pending={pending}
          onConfirm={() => {
            setTried(true);
            if (check.instants) onSend(check.instants);
          }}
        >
          <Trans>Send the proposals</Trans>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
