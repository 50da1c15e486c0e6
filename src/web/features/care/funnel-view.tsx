import { Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFunnel, type FunnelReport } from './api/get-funnel';
import { BarChart } from './bar-chart';
import {
  candidateReasonLabels,
  companyCancelReasonLabels,
  companyReasonLabels,
  acceptedOfferWithdrawalReasonLabels,
  offerEndReasonLabels,
} from '../process/reason-text';
import { funnelStageLabels, labelOf, stateLabels } from '../process/care/state-text';
import { HeadRow } from './head-row';

const percent = (part: number, whole: number, locale: string) =>
  whole ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole) : '—';

function StagesTable({ report }: { report: FunnelReport }) {
  const { t, i18n } = useLingui();
  const first = report.stages[0]?.count ?? 0;
  return (
    <Table striped aria-label={t`Hiring funnel`}>
      <HeadRow columns={[t`Stage`, { label: t`Processes`, right: true }, { label: t`Of the offers`, right: true }]} />
      <Table.Tbody>
        {report.stages.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{labelOf(funnelStageLabels, s.id, (d) => i18n._(d))}</Table.Td>
            <Table.Td ta="right">{s.count}</Table.Td>
            <Table.Td ta="right">{percent(s.count, first, i18n.locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Funnel for care: offers → hired, time in each state, why processes ended, page views. */
export function FunnelView() {
  const { t, i18n } = useLingui();
  const [days, setDays] = useState('30');
  const funnel = useFunnel(Number(days));
  const report = funnel.data;
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  return (
    // Long state and reason names may break anywhere, so the four-column tables fit a phone without sideways scroll.
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }}>
      <Group>
        <Text id="funnel-period" fw={600}>
          <Trans>Period</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="funnel-period"
          value={days}
          onChange={setDays}
          data={[
            { value: '7', label: t`7 days` },
            { value: '30', label: t`30 days` },
            { value: '90', label: t`90 days` },
          ]}
        />
      </Group>
      {report ? (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <BarChart
              title={t`Hiring funnel`}
              description={t`Processes created in the period that reached each stage.`}
              bars={report.stages.map((s) => ({
                label: labelOf(funnelStageLabels, s.id, (d) => i18n._(d)),
                value: s.count,
                note: percent(s.count, report.stages[0]?.count ?? 0, i18n.locale),
              }))}
            />
            <StagesTable report={report} />
          </SimpleGrid>
          <Title order={3}>
            <Trans>Time in each stage</Trans>
          </Title>
          <Table striped aria-label={t`Time in each stage`}>
            <HeadRow
              columns={[
                t`Stage`,
                { label: t`Processes that left it`, right: true },
                { label: t`Median (hours)`, right: true },
                { label: t`Average (hours)`, right: true },
              ]}
            />
            <Table.Tbody>
              {report.time_in_state.map((s) => (
                <Table.Tr key={s.state}>
                  <Table.Td>{labelOf(stateLabels, s.state, (d) => i18n._(d))}</Table.Td>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right">{s.median_hours === null ? '—' : number.format(s.median_hours)}</Table.Td>
                  <Table.Td ta="right">{s.mean_hours === null ? '—' : number.format(s.mean_hours)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3}>
            <Trans>Exits and their reasons</Trans>
          </Title>
          {report.exits.length ? (
            <Table striped aria-label={t`Exits and their reasons`}>
              <HeadRow columns={[t`Ending`, t`Reason`, { label: t`Processes`, right: true }]} />
              <Table.Tbody>
                {report.exits.map((e) => (
                  <Table.Tr key={`${e.state}-${e.reason ?? ''}`}>
                    <Table.Td>{labelOf(stateLabels, e.state, (d) => i18n._(d))}</Table.Td>
                    <Table.Td>
                      {e.reason
                        ? labelOf(
                            {
                              ...companyCancelReasonLabels,
                              ...companyReasonLabels,
                              ...candidateReasonLabels,
                              ...acceptedOfferWithdrawalReasonLabels,
                              ...offerEndReasonLabels,
                            },
                            e.reason,
                            (d) => i18n._(d),
                          )
                        : '—'}
                    </Table.Td>
                    <Table.Td ta="right">{e.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed">
              <Trans>No process ended in this period.</Trans>
            </Text>
          )}
          <Title order={3}>
            <Trans>Page views: {report.page_views.total}</Trans>
          </Title>
          <BarChart
            title={t`Most viewed pages`}
            description={t`Page views per page in the period.`}
            bars={report.page_views.by_path.slice(0, 10).map((p) => ({ label: p.path, value: p.count }))}
          />
        </>
      ) : null}
    </Stack>
  );
}
