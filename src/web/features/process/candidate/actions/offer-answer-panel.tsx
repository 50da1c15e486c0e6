import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AnswerDeadline, type Deadline } from '../../answer-deadline';
import { bucharestToday } from '../../../../lib/time/bucharest-time';
import { errorCodeText } from '../../error-code-text';
import { SlotPicker, type SlotValue } from '../../slot-picker';
import { useIdleAfter } from '../../../../lib/ui/use-idle-after';

// The machine's payload rules (with the schema and phone libraries they validate with, some 50 KB) load once the
// screen has painted and the browser is idle: they judge a slot only once the candidate has picked one.
const loadSlotCheck = () => import('../../slot-check');

interface OfferAnswerPanelProps {
  /** Until when the offer may be answered, as the server computed it. */
  deadline: Deadline | null;
  pending: boolean;
  onInterested: (callSlot: string) => void;
  onRefuse: () => void;
}

/** A new offer: interested (with a time for the ~10-minute call with Medilink) or refuse with a reason. */
export function OfferAnswerPanel({ deadline, pending, onInterested, onRefuse }: OfferAnswerPanelProps) {
  const { t, i18n } = useLingui();
  const [slot, setSlot] = useState<SlotValue>({ day: null, time: '10:00' });
  const [tried, setTried] = useState(false);
  const [slotCheck, setSlotCheck] = useState<Awaited<ReturnType<typeof loadSlotCheck>> | null>(null);
  const idle = useIdleAfter(true);
  useEffect(() => {
    if (!idle) return;
    let mounted = true;
    void loadSlotCheck().then((module) => mounted && setSlotCheck(module));
    return () => {
      mounted = false;
    };
  }, [idle]);
  const check = slotCheck?.checkCallSlot(slot);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Are you interested in this offer?</Trans>
        </Title>
        {deadline ? <AnswerDeadline deadline={deadline} size="md" /> : null}
        <Text size="sm" c="dimmed">
          <Trans>Choose when Medilink customer care may call you for a short phone screening (about 10 minutes).</Trans>
        </Text>
        <SlotPicker
          label={t`Time of the call`}
          value={slot}
          onChange={setSlot}
          minDay={bucharestToday()}
          error={tried && check?.error ? i18n._(errorCodeText[check.error]) : undefined}
        />
        <Group gap="sm">
          <Button
            loading={pending}
            onClick={() => {
              setTried(true);
              // A click before the rules arrived waits for them.
              void loadSlotCheck().then(({ checkCallSlot }) => {
                const { instant } = checkCallSlot(slot);
                if (instant) onInterested(instant);
              });
            }}
          >
            <Trans>I'm interested</Trans>
          </Button>
          <Button variant="default" color="red" onClick={onRefuse} disabled={pending}>
            <Trans>Not interested</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
