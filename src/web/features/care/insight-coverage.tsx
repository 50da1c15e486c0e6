import { Alert, Badge, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type CoverageLevel, useInsightCoverage } from './api/get-insight-coverage';
import { HeadRow } from './head-row';

const reasonLabels = {
  fewEmployers: msg`fewer than 5 employers`,
  fewPoints: msg`fewer than 5 data points`,
  dominantEmployer: msg`one employer holds over 25 %`,
} as const;

/** Care's view of the salary insight: which cells may be shown and why the others may not. Counts only. */
export function InsightCoverage() {
  const { t, i18n } = useLingui();
  const [level, setLevel] = useState<CoverageLevel>('city');
  const coverage = useInsightCoverage(level);
  return (
    <Stack gap="md" style={{ overflowWrap: 'anywhere' }}>
      <Text>
        <Trans>
          A cell shows its median and middle half from 5 distinct employers and 5 data points with no employer over 25 %; the 10th and 90th
          percentiles from 10. The largest 200 cells of the level.
        </Trans>
      </Text>
      <SegmentedControl
        aria-label={t`Level`}
        value={level}
        onChange={(value) => setLevel(value)}
        data={[
          { value: 'city', label: t`Cities` },
          { value: 'county', label: t`Counties` },
          { value: 'country', label: t`Country` },
        ]}
      />
      {coverage.isError ? (
        <Alert color="red">
          <Trans>The coverage could not be loaded.</Trans>
        </Alert>
      ) : !coverage.data ? (
        <Loader aria-label={t`Loading`} />
      ) : (
        <Table striped aria-label={t`Salary insight coverage`}>
          <HeadRow
            columns={[
              t`Job title`,
              t`Place`,
              { label: t`Data points`, right: true },
              { label: t`Employers`, right: true },
              { label: t`Largest employer`, right: true },
              t`Shown`,
            ]}
          />
          <Table.Tbody>
            {coverage.data.cells.map((cell) => (
              <Table.Tr key={`${cell.job_title}|${cell.specialty ?? ''}|${cell.place}`}>
                <Table.Td>{cell.specialty_label ? `${cell.job_title_label} · ${cell.specialty_label}` : cell.job_title_label}</Table.Td>
                <Table.Td>{cell.place_name}</Table.Td>
                <Table.Td ta="right">{cell.points}</Table.Td>
                <Table.Td ta="right">{cell.employers}</Table.Td>
                <Table.Td ta="right">{cell.max_share_percent} %</Table.Td>
                <Table.Td>
                  {cell.passes ? (
                    <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
                      {cell.tails ? <Trans>Yes, with P10–P90</Trans> : <Trans>Yes</Trans>}
                    </Badge>
                  ) : (
                    <Text size="sm">{cell.reasons.map((r) => i18n._(reasonLabels[r])).join('; ')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
