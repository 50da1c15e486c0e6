import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProcessHistoryItem } from '../../process/api/process-view';
import type { MachineTexts } from '../text/diagram-labels';

/** The path the process took, step by step; the numbers match the ones drawn on the chart. */
export function HistoryTable({ history, texts }: { history: ProcessHistoryItem[]; texts: MachineTexts }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bucharest' });
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No event yet: the process is where it started.</Trans>
      </Text>
    );
  }
  return (
    <Table withTableBorder fz="sm" data-testid="process-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>
            <Trans>When</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Who</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Event</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>From → to</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.map((step, index) => (
          <Table.Tr key={step.version}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{when.format(new Date(step.at))}</Table.Td>
            <Table.Td>
              {texts.actor(step.actor.role)}
              {/* The person who acted for that side, when known: a company member or a care agent. */}
              {step.actor.name ? (
                <Text size="xs" c="dimmed">
                  {step.actor.name}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{step.from ? texts.event(step.type) : t`Process created`}</Table.Td>
            <Table.Td>
              {step.from ? `${texts.stateName(step.from)} → ` : ''}
              {texts.stateName(step.to)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
