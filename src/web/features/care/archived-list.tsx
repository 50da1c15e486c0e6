import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/time/bucharest-time';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import type { CareProcess } from '../process/care/api/get-care-queue';
import { useArchived } from './api/get-archived';
import { CareDecisionDialog, type PendingDecision } from '../process/care/care-decision-dialog';
import { processColumns } from '../process/care/process-cells';
import { labelOf, stateLabels } from '../process/care/state-text';

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
  const columns: ListColumn<CareProcess>[] = [
    ...processColumns({ candidate: t`Candidate`, position: t`Post` }, (p: CareProcess) => p),
    {
      label: t`How it ended`,
      cell: (p) => (
        <>
          <Text size="sm">{labelOf(stateLabels, p.state, (d) => i18n._(d))}</Text>
          {p.closing?.text ? (
            <Text size="xs" c="dimmed">
              {p.closing.text}
            </Text>
          ) : null}
        </>
      ),
    },
    { label: t`Archived on`, cell: (p) => formatInstant(p.updated_at, i18n.locale, 'short') },
    {
      label: t`Action`,
      kind: 'action',
      // Only where the machine lets care reopen it: not after an erased account, nor once the post is archived.
      cell: (p) =>
        p.can.includes('care.unarchive') ? (
          <Button size="xs" variant="light" onClick={() => setPending({ process: p, decision: { kind: 'unarchive' } })}>
            <Trans>Unarchive</Trans>
          </Button>
        ) : null,
    },
  ];
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
        <ResponsiveList label={t`Archived processes`} rows={rows} rowKey={(p) => p.id} columns={columns} />
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
