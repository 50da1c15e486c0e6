import { Badge, List, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { actorOfEvent } from '../../../../../machines/describe/graph';
import type { MachineTexts } from '../text/diagram-labels';

/** The events the signed-in caller may send now, as the API computed them. */
export function AllowedEvents({ events, texts }: { events: string[]; texts: MachineTexts }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>You cannot send any event now: the process waits for someone else.</Trans>
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} data-testid="allowed-events">
      {events.map((type) => (
        <List.Item key={type} data-event={type}>
          {texts.event(type)}{' '}
          <Badge size="xs" variant="light">
            {texts.actor(actorOfEvent(type))}
          </Badge>
        </List.Item>
      ))}
    </List>
  );
}
