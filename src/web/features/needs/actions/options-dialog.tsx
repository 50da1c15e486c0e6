import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { emptySlots } from '../../../lib/process/options-picker';
import { checkOptionSlots } from '../../../lib/process/slot-check';
import { OptionsFields } from './options-fields';

interface OptionsDialogProps {
  opened: boolean;
  onClose: () => void;
  type: 'company.proposeOptions' | 'company.requestReschedule';
  pending: boolean;
  onSend: (options: string[]) => void;
}

/** Three other interview times: a counter-proposal to the candidate's, or a reschedule of the agreed one. */
export function OptionsDialog({ opened, onClose, type, pending, onSend }: OptionsDialogProps) {
  const { t } = useLingui();
  const [slots, setSlots] = useState(emptySlots);
  const [tried, setTried] = useState(false);
  const check = checkOptionSlots(type, slots);
  return (
    <Modal opened={opened} onClose={onClose} title={type === 'company.requestReschedule' ? t`Reschedule the interview` : t`Propose other dates`} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Propose 3 different times, at least 24 hours from now, on working days between 07:00 and 21:00 (Romania time).</Trans>
        </Text>
        <OptionsFields slots={slots} onChange={setSlots} check={check} tried={tried} />
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
