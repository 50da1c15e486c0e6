import { Badge, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/time/bucharest-time';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import type { CareProcess } from '../process/care/api/get-care-queue';
import { CareDecisionDialog, type PendingDecision } from '../process/care/care-decision-dialog';
import { processColumns } from '../process/care/process-cells';
import { MatchExplanationDialog } from './match-explanation-dialog';

/** Candidates who said they are interested: call them at their slot, then validate, invalidate or mark not presented. */
export function ScreeningQueue({ processes }: { processes: CareProcess[] }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [explained, setExplained] = useState<number | null>(null);
  // Calls whose slot has passed come first in the list (it is sorted by slot) and are marked, so none is forgotten.
  const now = Date.now();
  const act = (process: CareProcess, kind: 'validate' | 'invalidate' | 'notPresented') => setPending({ process, decision: { kind } });
  const columns: ListColumn<CareProcess>[] = [
    ...processColumns({ candidate: t`Candidate`, position: t`Post` }, (p: CareProcess) => p),
    {
      label: t`Call slot`,
      cell: (p) => (
        <>
          {p.call_slot ? formatInstant(p.call_slot, i18n.locale) : '—'}
          {p.call_slot && Date.parse(p.call_slot) < now ? (
            <Badge color="red" variant="light" ml={6} style={{ textTransform: 'none' }}>
              <Trans>Overdue</Trans>
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      label: t`Decision after the call`,
      kind: 'action',
      cell: (p) => (
        <Group gap="xs">
          <Button size="xs" color="teal" onClick={() => act(p, 'validate')}>
            <Trans>Validate</Trans>
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => act(p, 'invalidate')}>
            <Trans>Invalidate</Trans>
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={() => act(p, 'notPresented')}>
            <Trans>Not presented</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => setExplained(p.id)}>
            <Trans>Why this match</Trans>
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      {/* Outside the list: the dialog's request must outlive the row it acts on (the list reloads without it). */}
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      <MatchExplanationDialog processId={explained} onClose={() => setExplained(null)} />
      {!processes.length ? (
        <Text c="dimmed">
          <Trans>No candidate is waiting for a phone screen.</Trans>
        </Text>
      ) : (
        <ResponsiveList
          label={t`Phone screens to do`}
          rows={processes}
          rowKey={(p) => p.id}
          columns={columns}
          rowAttributes={(p) => ({ 'data-testid': `screening-${p.id}` })}
        />
      )}
    </>
  );
}
