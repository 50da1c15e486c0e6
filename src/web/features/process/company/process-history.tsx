import { Text, Timeline } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ProcessHistoryItem } from '../api/process-view';
import { eventLabel } from '../event-type-text';

/** What happened in the process, oldest first, as the server logged it. */
export function ProcessHistory({ history }: { history: ProcessHistoryItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
      {history.map((item) => (
        <Timeline.Item key={item.version} title={eventLabel(item, i18n)}>
          <Text size="xs" c="dimmed">
            {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bucharest' }).format(
              new Date(item.at),
            )}
          </Text>
          {/* Who acted: a member of the team or a care agent, by name ("Dr. Ana Pop, Clinica Armonia"). */}
          {item.actor.name ? <Text size="xs">{t`By ${item.actor.name}`}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
