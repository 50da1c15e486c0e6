import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/time/bucharest-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PhoneLink } from '../../lib/phone-link';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { WholeBadge } from '../../lib/ui/whole-badge';
import type { CareFollowUp } from '../process/care/api/get-care-queue';
import { useResolveFollowUp } from './api/resolve-follow-up';
import { CareDecisionDialog, type PendingDecision } from '../process/care/care-decision-dialog';
import { processColumns } from '../process/care/process-cells';
import { followUpLabels, labelOf } from '../process/care/state-text';

/** No-shows, rejected final offers and unanswered proposals: care calls, then closes the follow-up. */
export function FollowUpsList({ items }: { items: CareFollowUp[] }) {
  const { t, i18n } = useLingui();
  const resolve = useResolveFollowUp();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  // Settling a disputed presence also closes its follow-up, with the same note.
  const settle = (f: CareFollowUp, kind: 'held' | 'missed') =>
    setPending({ process: f.process, decision: { kind }, onDone: (note) => resolve.mutate({ id: f.id, note }) });
  const columns: ListColumn<CareFollowUp>[] = [
    ...processColumns({ candidate: t`Candidate`, position: t`Post` }, (f: CareFollowUp) => f.process),
    {
      label: t`Reason`,
      cell: (f) => (
        <>
          <WholeBadge color="orange">{labelOf(followUpLabels, f.kind, (d) => i18n._(d))}</WholeBadge>
          {f.asked_by ? <AskedBy side={f.asked_by.side} name={f.asked_by.name} /> : null}
          {/* A reopen request's reason, or the candidate's answer to a refusal: the words care calls about. */}
          {(f.reason ?? (f.kind === 'refusalReplied' ? f.process.closing?.reply : null)) ? (
            <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {f.reason ?? f.process.closing?.reply}
            </Text>
          ) : null}
        </>
      ),
    },
    { label: t`Company phone`, cell: (f) => <PhoneLink phone={f.process.company.phone} size="sm" /> },
    { label: t`Since`, cell: (f) => formatInstant(f.flagged_at, i18n.locale, 'short') },
    {
      label: t`Action`,
      kind: 'action',
      cell: (f) =>
        f.kind === 'presenceDisputed' && f.process.can.includes('care.settlePresence') ? (
          <Group gap="xs">
            <Button size="xs" color="teal" onClick={() => settle(f, 'held')}>
              <Trans>It took place</Trans>
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => settle(f, 'missed')}>
              <Trans>It did not take place</Trans>
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={resolve.isPending}
            onClick={() => resolve.mutate({ id: f.id }, { onSuccess: () => notifySuccess(t`Follow-up closed.`), onError: notifyError })}
          >
            <Trans>Mark as handled</Trans>
          </Button>
        ),
    },
  ];
  return (
    <>
      {/* Outside the list: the dialog's request must outlive the row it acts on (the list reloads without it). */}
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      {!items.length ? (
        <Text c="dimmed">
          <Trans>Nothing to follow up.</Trans>
        </Text>
      ) : (
        <ResponsiveList
          label={t`Follow-ups`}
          rows={items}
          rowKey={(f) => f.id}
          columns={columns}
          rowAttributes={(f) => ({ 'data-process': f.process.id })}
        />
      )}
    </>
  );
}

/** Who asked care to reopen: the one care calls back. */
function AskedBy({ side, name }: { side: 'candidate' | 'company'; name: string }) {
  const { t } = useLingui();
  return (
    <Text size="xs" mt={4}>
      {side === 'candidate' ? t`Asked by the candidate, ${name}` : t`Asked by ${name}, for the company`}
    </Text>
  );
}
