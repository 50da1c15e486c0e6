import { useMemo, useState } from 'react';
import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProcessView } from '../../process/api/process-view';
import { CandidateStatusBadge, CompanyStatusBadge } from '../../process/status-badge';
import { StatechartDiagram } from '../diagram/statechart-diagram';
import { StateDetails } from '../state-details';
import { useDiagram } from '../use-diagram';
import { AllowedEvents } from './allowed-events';
import { HistoryTable } from './history-table';
import { processDecorations } from './process-marks';

/** The hiring chart with the process's current state, numbered path and what the caller may do now. */
export function ProcessGraph({ process }: { process: ProcessView }) {
  const { t } = useLingui();
  // The archive's 14 unarchive arrows are drawn only for a process that was unarchived.
  const diagram = useDiagram(
    'hiring',
    process.history.some((step) => step.type === 'care.unarchive'),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const current = process.state;
  const decorations = useMemo(
    () => processDecorations(diagram.description, current, process.history),
    [diagram.description, current, process.history],
  );
  const { texts } = diagram;
  const now = texts.stateName(current);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <StatechartDiagram layout={diagram.layout} title={t`Hiring process`} selected={selected} onSelect={setSelected} decorations={decorations} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md" data-testid="process-now" data-current-state={current}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t`Now: ${now}`}
              </Title>
              <Group gap="xs">
                <Text size="sm">
                  <Trans>Candidate status</Trans>
                </Text>
                <CandidateStatusBadge status={process.candidate_status} />
              </Group>
              <Group gap="xs">
                <Text size="sm">
                  <Trans>Company status</Trans>
                </Text>
                {process.company_status ? <CompanyStatusBadge status={process.company_status} /> : <Text size="sm">—</Text>}
              </Group>
              <Title order={3} size="h5">
                <Trans>What you may do now</Trans>
              </Title>
              <AllowedEvents events={process.can} texts={texts} />
            </Stack>
          </Paper>
          {selected && <StateDetails diagram={diagram} stateId={selected} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              <Trans>The path so far</Trans>
            </Title>
            <HistoryTable history={process.history} texts={texts} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
