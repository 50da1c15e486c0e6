import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bucharestToday } from '../../../lib/process/bucharest-time';
import { emptySlots, OptionsPicker } from '../../../lib/process/options-picker';
import { checkOptionSlots } from '../../../lib/process/slot-check';

interface ProposeOptionsDialogProps {
  opened: boolean;
  onClose: () => void;
  type: 'candidate.proposeOptions' | 'candidate.requestReschedule';
  pending: boolean;
  onSend: (options: string[]) => void;
}

/** Three other interview times (day and time each), for a counter-proposal or a reschedule request. */
export function ProposeOptionsDialog({ opened, onClose, type, pending, onSend }: ProposeOptionsDialogProps) {
  const { t } = useLingui();
  const [slots, setSlots] = useState(emptySlots);
  const [tried, setTried] = useState(false);
  const check = checkOptionSlots(type, slots);
  const tomorrow = bucharestToday(new Date(Date.now() + 24 * 3_600_000));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={type === 'candidate.requestReschedule' ? t`Request another date` : t`Propose other times`}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Propose 3 different times, at least 24 hours from now, on working days between 07:00 and 21:00 (Romania time).
          </Trans>
        </Text>
        <OptionsPicker
          value={slots}
          onChange={setSlots}
          minDay={tomorrow}
          slotErrors={tried ? check.slotErrors : undefined}
          groupError={tried ? check.groupError : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
          <Button
            loading={pending}
            onClick={() => {
              setTried(true);
              if (check.instants) onSend(check.instants);
            }}
          >
            <Trans>Send the proposals</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
