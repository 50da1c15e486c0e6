import { Badge, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { FACTOR_LABELS, VERDICT_COLORS, VERDICT_LABELS, type FactorName, type Verdict } from '../../lib/explanation/explanation-labels';
import { useExplanation, useOverrideFactor } from '../../lib/explanation/get-explanation';
import { notifyError, notifySuccess } from '../../lib/notify';
import { formatInstant } from '../../lib/time/bucharest-time';
import { ComparedValues } from './compared-values';

const ACTION_LABELS = { validated: msg`validated`, rejected: msg`rejected`, overridden: msg`verdict overridden` } as const;

/**
 * Care's view of why a candidate was recommended: every factor with the values compared, its points and share, the
 * rank and the logic's version; every decision so far; and the override of one factor's verdict, with a reason.
 */
export function MatchExplanationDialog({ processId, onClose }: { processId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={processId !== null} onClose={onClose} title={t`Why this match`} size="xl">
      {processId !== null ? <ExplanationBody processId={processId} /> : null}
    </Modal>
  );
}

function ExplanationBody({ processId }: { processId: number }) {
  const { t, i18n } = useLingui();
  const explanation = useExplanation(processId);
  const override = useOverrideFactor(processId);
  const [factor, setFactor] = useState<FactorName | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const data = explanation.data;
  if (explanation.isPending) return <Text c="dimmed">{t`Loading…`}</Text>;
  if (!data || data.audience !== 'care') return <Text>{t`This process was not ranked by matching: nothing to explain.`}</Text>;

  async function submit() {
    if (!factor || !verdict) return;
    if (!reason.trim()) return setReasonError(t`Say why you override the verdict`);
    setReasonError(null);
    try {
      await override.mutateAsync({ factor, verdict, reason });
      setReason('');
      notifySuccess(t`Override saved in the log`);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
      if (field) setReasonError(Array.isArray(field) ? field.join(' ') : field);
      else notifyError(error);
    }
  }

  const factorOptions = data.factors.map((f) => ({ value: f.factor, label: i18n._(FACTOR_LABELS[f.factor]) }));
  const verdictOptions = (['fits', 'partial', 'breaks', 'unknown'] as const).map((v) => ({ value: v, label: i18n._(VERDICT_LABELS[v]) }));
  return (
    <Stack gap="md">
      <Text size="sm">{t`Rank ${data.rank} · matching logic version ${data.version}`}</Text>
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Factor`}</Table.Th>
              <Table.Th miw={210}>{t`Verdict`}</Table.Th>
              <Table.Th>{t`Points`}</Table.Th>
              <Table.Th>{t`Values compared`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.factors.map((f) => (
              <Table.Tr key={f.factor} data-factor={f.factor}>
                <Table.Td>{i18n._(FACTOR_LABELS[f.factor])}</Table.Td>
                <Table.Td>
                  <Badge color={VERDICT_COLORS[f.verdict]} variant="light" style={{ textTransform: 'none' }}>
                    {i18n._(VERDICT_LABELS[f.verdict])}
                  </Badge>
                  {f.overridden ? <Text size="xs" c="dimmed">{t`computed: ${i18n._(VERDICT_LABELS[f.computed])}`}</Text> : null}
                </Table.Td>
                <Table.Td>{`${f.points} / ${f.max}`}</Table.Td>
                <Table.Td>
                  <ComparedValues inputs={f.inputs} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.log.length ? (
        <Stack gap={2} component="ul" style={{ margin: 0 }}>
          {data.log.map((l, i) => (
            <Text key={i} size="sm" component="li">
              {[
                formatInstant(l.at, i18n.locale, 'short'),
                i18n._(ACTION_LABELS[l.action]),
                l.factor ? i18n._(FACTOR_LABELS[l.factor]) : null,
                l.verdict ? i18n._(VERDICT_LABELS[l.verdict]) : null,
                l.reason,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group align="flex-end" wrap="wrap">
        <Select label={t`Factor`} data={factorOptions} value={factor} onChange={(v) => setFactor(v)} />
        <Select label={t`New verdict`} data={verdictOptions} value={verdict} onChange={(v) => setVerdict(v)} />
      </Group>
      <Textarea
        label={t`Reason (kept in the log)`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={reasonError}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={override.isPending} disabled={!factor || !verdict}>
          <Trans>Override the verdict</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
