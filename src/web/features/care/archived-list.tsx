import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/process/bucharest-time';
import { useArchived } from './api/get-archived';
import { CareDecisionDialog, type PendingDecision } from './care-decision-dialog';
import { ProcessCells } from './process-cells';
import { labelOf, stateLabels } from './state-text';
import { HeadRow } from './head-row';

const PAGE = 20;

/** Archived processes, read-only for both sides; only care can bring one back (care.unarchive). */
export function ArchivedList() {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const archived = useArchived(debounced, offset);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const rows = archived.data ?? [];
  return (
    <Stack>
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      <TextInput
        label={t`Candidate or company`}
        placeholder={t`Name or email`}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setOffset(0);
        }}
        maw={360}
      />
      {archived.isSuccess && !rows.length ? (
        <Text c="dimmed">
          <Trans>No archived process.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t`Archived processes`}>
            <HeadRow columns={[t`Candidate`, t`Post`, t`How it ended`, t`Archived on`, t`Action`]} />
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <ProcessCells process={p} />
                  <Table.Td>
                    <Text size="sm">{labelOf(stateLabels, p.state, (d) => i18n._(d))}</Text>
                    {p.closing?.text ? (
                      <Text size="xs" c="dimmed">
                        {p.closing.text}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatInstant(p.updated_at, i18n.locale, 'short')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setPending({ process: p, decision: { kind: 'unarchive' } })}>
                      <Trans>Unarchive</Trans>
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="default" size="xs" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          <Trans>Previous</Trans>
        </Button>
        <Button variant="default" size="xs" disabled={rows.length < PAGE} onClick={() => setOffset(offset + PAGE)}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
