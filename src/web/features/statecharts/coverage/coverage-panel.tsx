import { FileButton, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoverageReport } from '../../../../../machines/describe/coverage';
import type { Diagram } from '../use-diagram';
import { CoverageLegend } from './coverage-legend';
import type { CoverageView } from './coverage-marks';

interface Props {
  diagram: Diagram;
  view: CoverageView;
  reports: CoverageReport[];
  onLoad: (file: File | null) => void;
  loadError: boolean;
}

/** The overlay's key, the figures per kind of tests, and the list of what no API or browser test reaches. */
export function CoveragePanel({ diagram, view, reports, onLoad, loadError }: Props) {
  const { t } = useLingui();
  const { description, texts } = diagram;
  const suites = reports.filter((r) => r.machine === description.id).map((r) => r.suite);
  const suiteList = suites.join(', ');
  const rows = [
    { name: t`API tests`, ...view.totals.api },
    { name: t`Browser tests`, ...view.totals.browser },
    { name: t`Machine tests (no API)`, ...view.totals.machine },
  ];
  const byId = new Map(description.transitions.map((tr) => [tr.id, tr]));
  return (
    <Paper withBorder p="md" radius="md" data-testid="coverage-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Test coverage</Trans>
        </Title>
        <CoverageLegend />
        <Text size="sm" c="dimmed">
          {suites.length ? t`Reports: ${suiteList}` : t`No coverage report for this machine yet: run the tests, then build again, or load a report.`}
        </Text>
        <Group>
          <FileButton onChange={onLoad} accept="application/json,.json">
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                <Trans>Load a coverage report (JSON)</Trans>
              </Button>
            )}
          </FileButton>
          {loadError && (
            <Text size="sm" c="red" role="alert">
              <Trans>That file is not a coverage report.</Trans>
            </Text>
          )}
        </Group>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>
                <Trans>States</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Transitions</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  {row.states} / {view.leafCount}
                </Table.Td>
                <Table.Td>
                  {row.transitions} / {view.transitionCount}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={3} size="h5">
          <Trans>Not covered by API or browser tests</Trans>
        </Title>
        {view.uncoveredStates.length + view.uncoveredTransitions.length === 0 ? (
          <Text size="sm">
            <Trans>Everything is covered.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={4} data-testid="uncovered-list" style={{ maxHeight: 320, overflow: 'auto' }}>
            {view.uncoveredStates.map((id) => {
              const name = texts.stateName(id);
              return (
                <List.Item key={id} data-uncovered-state={id}>
                  {t`State: ${name}`}
                </List.Item>
              );
            })}
            {view.uncoveredTransitions.map((id) => {
              const tr = byId.get(id)!;
              const event = texts.event(tr.event);
              const actor = texts.actor(tr.actor);
              const from = texts.stateName(tr.source);
              const to = tr.targets.map(texts.stateName).join(', ');
              return (
                <List.Item key={id} data-uncovered-transition={id}>
                  {t`${event} (${actor}): ${from} → ${to}`}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
