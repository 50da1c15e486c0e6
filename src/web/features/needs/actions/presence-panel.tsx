import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ActionCard } from './action-card';

/** After the interview's start: did the candidate come? A no-show brings a call from customer care. */
export function PresencePanel({ pending, onAnswer }: { pending: boolean; onAnswer: (present: boolean) => void }) {
  return (
    <ActionCard title={<Trans>Was the candidate present at the interview?</Trans>} hint={<Trans>If not, a Medilink representative will contact you.</Trans>}>
      <Group gap="sm">
        <Button loading={pending} onClick={() => onAnswer(true)}>
          <Trans>Yes, the candidate came</Trans>
        </Button>
        <Button variant="light" color="red" loading={pending} onClick={() => onAnswer(false)}>
          <Trans>No, the candidate did not come</Trans>
        </Button>
      </Group>
    </ActionCard>
  );
}
