import { useMemo, useState } from 'react';
import { Grid, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CoverageReport } from '../../../../machines/describe/coverage';
import { MACHINES } from '../../../../machines/describe/machines';
import { ChartLegend } from './chart-legend';
import { BUNDLED_REPORTS, parseCoverageFile } from './coverage/bundled-coverage';
import { coverageView } from './coverage/coverage-marks';
import { CoveragePanel } from './coverage/coverage-panel';
import { StatechartDiagram } from './diagram/statechart-diagram';
import { MACHINE_TEXT } from './machine-text';
import { StateDetails } from './state-details';
import { useDiagram } from './use-diagram';

/** Every machine of machines/ as a chart, with state details and the test coverage overlay. */
export function StatechartExplorer() {
  const { t, i18n } = useLingui();
  const [machineId, setMachineId] = useState(MACHINES[0]!.id);
  const [showFanOuts, setShowFanOuts] = useState(false);
  const [showCoverage, setShowCoverage] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [reports, setReports] = useState<CoverageReport[]>(BUNDLED_REPORTS);
  const [loadError, setLoadError] = useState(false);
  const diagram = useDiagram(machineId, showFanOuts);
  const coverage = useMemo(() => coverageView(diagram.description, reports), [diagram.description, reports]);
  const machineName = (id: string) => (MACHINE_TEXT[id] ? i18n._(MACHINE_TEXT[id]) : id);

  const loadReport = async (file: File | null) => {
    if (!file) return;
    const parsed = parseCoverageFile(await file.text());
    setLoadError(parsed === null);
    if (parsed) {
      setReports(parsed);
      setShowCoverage(true);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="lg" align="center">
        <SegmentedControl
          aria-label={t`Machine`}
          value={machineId}
          onChange={(value) => {
            setMachineId(value);
            setSelected(null);
          }}
          data={MACHINES.map((entry) => ({ value: entry.id, label: machineName(entry.id) }))}
        />
        <Switch checked={showCoverage} onChange={(event) => setShowCoverage(event.currentTarget.checked)} label={t`Test coverage overlay`} />
      </Group>
      <ChartLegend diagram={diagram} showFanOuts={showFanOuts} onShowFanOuts={setShowFanOuts} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <StatechartDiagram
            layout={diagram.layout}
            title={machineName(machineId)}
            selected={selected}
            onSelect={setSelected}
            {...(showCoverage ? { decorations: coverage.decorations } : {})}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {selected ? (
              <StateDetails diagram={diagram} stateId={selected} />
            ) : (
              <Paper withBorder p="md" radius="md">
                <Text size="sm">{t`Click a state (or focus it and press Enter) to see what it means, the statuses each side sees, and the events that leave it.`}</Text>
              </Paper>
            )}
            {showCoverage && (
              <CoveragePanel diagram={diagram} view={coverage} reports={reports} onLoad={(file) => void loadReport(file)} loadError={loadError} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
